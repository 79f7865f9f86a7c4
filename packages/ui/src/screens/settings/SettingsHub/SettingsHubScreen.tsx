import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { SettingsHubView } from './SettingsHubView';
import { useSettingsHub } from './useSettingsHub';

type SettingsHubScreenProps = {
  /** The address that shows it: /setting ("shop settings", default) or /settingup ("settings"). */
  page?: 'setting' | 'settingup';
};

/** /setting and /settingup: every shop and account setting with its current value. */
export function SettingsHubScreen({ page = 'setting' }: SettingsHubScreenProps) {
  const hub = useSettingsHub();
  return (
    <SettingsHubView
      page={page}
      summary={hub.summary}
      storeSettings={hub.storeSettings}
      languages={hub.language.choices}
      language={hub.language.current}
      onLanguageChange={(code) => void hub.language.choose(code)}
      onBack={useGoBack(PATHS.my)}
    />
  );
}

/** /settingup: the same hub under its "settings" title. */
export function SettingsUpScreen() {
  return <SettingsHubScreen page="settingup" />;
}
