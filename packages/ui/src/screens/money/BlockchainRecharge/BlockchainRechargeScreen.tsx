import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { demoToolsEnabled } from '../../../data/demo';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { depositReturnPath } from '../shared/depositLinks';
import { BlockchainRechargeView } from './BlockchainRechargeView';
import { useBlockchainRecharge } from './useBlockchainRecharge';

/** /blockchainRecharge and /walletRecharge (`?network=`, `?redirect=`): a blockchain deposit. */
export function BlockchainRechargeScreen() {
  const { t } = useTranslation('app');
  const [path] = useLocation();
  const [params, setParams] = useSearchParams();
  const returnTo = depositReturnPath(params.get('redirect'));
  return (
    <BlockchainRechargeView
      title={t(path === PATHS.walletRecharge ? 'route.walletRecharge' : 'route.blockchainRecharge')}
      data={useBlockchainRecharge(params.get('network'))}
      onNetworkChange={(network) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('network', network);
            return next;
          },
          { replace: true },
        )
      }
      returnTo={returnTo}
      sandbox={demoToolsEnabled()}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
