import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice } from '../../../data/boot/languageChoice';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import type { LanguageCode } from '../../../i18n';
import { ActionSheet } from '../../../primitives/ActionSheet';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { CellGroups, CellsSkeleton } from '../shared/parts';
import type { SettingsSummary, StoreSettingsSummary } from './useSettingsHub';

type SettingsHubViewProps = {
  /** Which address shows the hub: /setting ("shop settings") or /settingup ("settings"). */
  page: 'setting' | 'settingup';
  /** The profile's rows (shop name, real name, passwords). */
  summary: RequestState<SettingsSummary>;
  /** The banner and link counts; when they fail, only their rows lose their values. */
  storeSettings: RequestState<StoreSettingsSummary>;
  /** The languages to offer. */
  languages: LanguageChoice[];
  /** The language on screen. */
  language: LanguageCode;
  /** Switches the language at once. */
  onLanguageChange: (code: LanguageCode) => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The settings hub: shop, account and security, language and about, each with its value. */
export function SettingsHubView({
  page,
  summary,
  storeSettings,
  languages,
  language,
  onLanguageChange,
  onBack,
}: SettingsHubViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const [choosing, setChoosing] = useState(false);
  const languageLabel = languages.find((choice) => choice.code === language)?.label ?? language;
  const settings = storeSettings.status === 'ready' ? storeSettings.data : null;
  // Social links are read and saved only through calls the platform may not offer: without
  // them the row goes, and the block below says why. Banners still upload (store_banner).
  const socialOffered = !(
    storeSettings.status === 'failed' && storeSettings.failure.kind === 'notOffered'
  );

  return (
    <Page padding="none" navBar={<NavBar title={t(`app:route.${page}`)} onBack={onBack} />}>
      <CellGroups>
        <Loadable state={summary} skeleton={<CellsSkeleton rows={6} />} layout="inline">
          {(data) => (
            <>
              <CellGroup title={t('hub.groupShop')} layout="inset">
                <Cell label={t('app:route.baseinfo')} value={data.shopName} href={PATHS.baseinfo} />
                <Cell
                  label={t('app:route.uploadBanner')}
                  value={
                    settings
                      ? settings.bannerCount > 0
                        ? t('hub.bannerCount', { count: settings.bannerCount })
                        : t('hub.notSet')
                      : undefined
                  }
                  href={PATHS.uploadBanner}
                />
                {socialOffered ? (
                  <Cell
                    label={t('app:route.socialmedia')}
                    value={
                      settings
                        ? settings.linkCount > 0
                          ? t('hub.socialCount', { count: settings.linkCount })
                          : t('hub.notSet')
                        : undefined
                    }
                    href={PATHS.socialmedia}
                  />
                ) : null}
              </CellGroup>
              {storeSettings.status === 'failed' ? (
                <FailureBlock
                  failure={storeSettings.failure}
                  onRetry={storeSettings.retry}
                  layout="inline"
                  notOfferedTitle={t('app:route.socialmedia')}
                />
              ) : null}
              <CellGroup title={t('hub.groupSecurity')} layout="inset">
                <Cell
                  label={t('app:route.personalInfo')}
                  value={data.realName}
                  href={PATHS.personalInfo}
                />
                <Cell label={t('app:route.changeLoginPassword')} href={PATHS.changeLoginPassword} />
                {data.payPassword !== 'unset' && (
                  <Cell label={t('app:route.changePayPassword')} href={PATHS.changePayPassword} />
                )}
                {data.payPassword !== 'set' && (
                  <Cell
                    label={t('app:route.setPaypwd')}
                    value={data.payPassword === 'unset' ? t('hub.notSet') : undefined}
                    href={PATHS.setPaypwd}
                  />
                )}
              </CellGroup>
            </>
          )}
        </Loadable>
        <CellGroup title={t('hub.groupGeneral')} layout="inset">
          <Cell label={t('hub.language')} value={languageLabel} onClick={() => setChoosing(true)} />
          <Cell label={t('app:route.aboutUs')} href={PATHS.aboutUs} />
        </CellGroup>
      </CellGroups>
      <ActionSheet
        open={choosing}
        onOpenChange={setChoosing}
        title={t('hub.chooseLanguage')}
        actions={languages.map((choice) => ({
          key: choice.code,
          label: <span lang={choice.code}>{choice.label}</span>,
          description: choice.code === language ? t('hub.current') : undefined,
          onSelect: () => onLanguageChange(choice.code),
        }))}
      />
    </Page>
  );
}
