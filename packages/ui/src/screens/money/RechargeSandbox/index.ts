export { RechargeSandboxScreen } from './RechargeSandboxScreen';
