import { useSearchParams } from 'wouter';
import { demoToolsEnabled } from '../../../data/boot/demo';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { depositReturnPath } from '../shared/depositLinks';
import { RechargeView } from './RechargeView';
import { useRecharge } from './useRecharge';

/** /recharge (`?redirect=<app path>`, e.g. `/recharge?redirect=%2ForderDetail%3Fid%3D3`). */
export function RechargeScreen() {
  const [params] = useSearchParams();
  const returnTo = depositReturnPath(params.get('redirect'));
  return (
    <RechargeView
      model={useRecharge()}
      returnTo={returnTo}
      sandbox={demoToolsEnabled()}
      onBack={useGoBack(returnTo ?? PATHS.my)}
    />
  );
}
