import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { demoToolsEnabled } from '../../../data/boot/demo';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { depositReturnPath } from '../shared/depositLinks';
import { BlockchainRechargeView } from './BlockchainRechargeView';
import { useBlockchainRecharge } from './useBlockchainRecharge';

/** /blockchainRecharge and /walletRecharge (`?redirect=`): a crypto deposit. */
export function BlockchainRechargeScreen() {
  const { t } = useTranslation('app');
  const [path] = useLocation();
  const [params] = useSearchParams();
  return (
    <BlockchainRechargeView
      title={t(path === PATHS.walletRecharge ? 'route.walletRecharge' : 'route.blockchainRecharge')}
      model={useBlockchainRecharge()}
      returnTo={depositReturnPath(params.get('redirect'))}
      sandbox={demoToolsEnabled()}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
