import { useLanguageChoice, type LanguageChoiceModel } from '../../../data/languageChoice';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { allReady, type RequestState } from '../../../data/requestState';
import { countLinks } from '../shared/storeSettings';
import { useStoreSettings } from '../shared/useStoreSettings';

/** What each row of the hub shows as its current value. */
export type SettingsSummary = {
  shopName: string;
  realName: string;
  /** Home banners saved (0 to 3). */
  bannerCount: number;
  /** Social links set. */
  linkCount: number;
  /** The payment password row says "set" or "change". */
  hasPayPassword: boolean;
};

/** What the settings hub needs. */
export type SettingsHubModel = {
  /** The profile and the store settings, joined. */
  summary: RequestState<SettingsSummary>;
  /** The languages, the current one, and the switch (works without the platform). */
  language: LanguageChoiceModel;
};

/** The hub of /setting and /settingup: the current value of every setting, and the language. */
export function useSettingsHub(): SettingsHubModel {
  const joined = allReady(useMerchantProfile(), useStoreSettings());
  const language = useLanguageChoice();
  if (joined.status !== 'ready') return { summary: joined, language };
  const [profile, settings] = joined.data;
  return {
    summary: {
      ...joined,
      data: {
        shopName: profile.name,
        realName: profile.realName,
        bannerCount: settings.banners.length,
        linkCount: countLinks(settings.social),
        hasPayPassword: profile.hasPayPassword,
      },
    },
    language,
  };
}
