import { useLanguageChoice, type LanguageChoiceModel } from '../../../data/boot/languageChoice';
import { useMerchantProfile, type PayPasswordState } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import { countLinks } from '../shared/storeSettings';
import { useStoreSettings } from '../shared/useStoreSettings';

/** What the profile rows of the hub show (getMerInfo). */
export type SettingsSummary = {
  shopName: string;
  realName: string;
  /**
   * The payment password rows: "change" once set, "set" when not; both when the platform does
   * not say (its public client never reads `have_pay`).
   */
  payPassword: PayPasswordState;
};

/** What the banner and social rows show as their value (store_settings). */
export type StoreSettingsSummary = {
  /** Home banners saved (0 to 3). */
  bannerCount: number;
  /** Social links set. */
  linkCount: number;
};

/** What the settings hub needs. */
export type SettingsHubModel = {
  /** The profile's rows: shop name, real name, passwords. */
  summary: RequestState<SettingsSummary>;
  /**
   * The banners and links as saved. A platform may not offer store_settings (its public client
   * never reads it): this part then fails alone, and the profile's rows stay.
   */
  storeSettings: RequestState<StoreSettingsSummary>;
  /** The languages, the current one, and the switch (works without the platform). */
  language: LanguageChoiceModel;
};

/** The hub of /setting and /settingup: the current value of every setting, and the language. */
export function useSettingsHub(): SettingsHubModel {
  const profile = useMerchantProfile();
  const settings = useStoreSettings();
  const language = useLanguageChoice();
  return {
    summary:
      profile.status === 'ready'
        ? {
            ...profile,
            data: {
              shopName: profile.data.name,
              realName: profile.data.realName,
              payPassword: profile.data.payPassword,
            },
          }
        : profile,
    storeSettings:
      settings.status === 'ready'
        ? {
            ...settings,
            data: {
              bannerCount: settings.data.banners.length,
              linkCount: countLinks(settings.data.social),
            },
          }
        : settings,
    language,
  };
}
