import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { RechargeSandboxView } from './RechargeSandboxView';
import { useRechargeSandbox } from './useRechargeSandbox';

/**
 * /test/chongzhi: the deposit sandbox. The route exists only where `demoToolsEnabled()` (demo
 * and development builds); a production build without demo mode answers not found there.
 */
export function RechargeSandboxScreen() {
  return <RechargeSandboxView model={useRechargeSandbox()} onBack={useGoBack(PATHS.recharge)} />;
}
