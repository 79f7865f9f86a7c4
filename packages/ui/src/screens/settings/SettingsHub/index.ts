export { SettingsHubScreen, SettingsUpScreen } from './SettingsHubScreen';
