import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice } from '../../../data/languageChoice';
import { PATHS } from '../../../data/paths';
import type { RequestState } from '../../../data/requestState';
import type { LanguageCode } from '../../../i18n';
import { ActionSheet } from '../../../primitives/ActionSheet';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { CellGroups, CellsSkeleton } from '../shared/parts';
import type { SettingsSummary } from './useSettingsHub';

type SettingsHubViewProps = {
  /** Which address shows the hub: /setting ("shop settings") or /settingup ("settings"). */
  page: 'setting' | 'settingup';
  /** The current value of each setting. */
  summary: RequestState<SettingsSummary>;
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
  languages,
  language,
  onLanguageChange,
  onBack,
}: SettingsHubViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const [choosing, setChoosing] = useState(false);
  const languageLabel = languages.find((choice) => choice.code === language)?.label ?? language;

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
                    data.bannerCount > 0
                      ? t('hub.bannerCount', { count: data.bannerCount })
                      : t('hub.notSet')
                  }
                  href={PATHS.uploadBanner}
                />
                <Cell
                  label={t('app:route.socialmedia')}
                  value={
                    data.linkCount > 0
                      ? t('hub.socialCount', { count: data.linkCount })
                      : t('hub.notSet')
                  }
                  href={PATHS.socialmedia}
                />
              </CellGroup>
              <CellGroup title={t('hub.groupSecurity')} layout="inset">
                <Cell
                  label={t('app:route.personalInfo')}
                  value={data.realName}
                  href={PATHS.personalInfo}
                />
                <Cell label={t('app:route.changeLoginPassword')} href={PATHS.changeLoginPassword} />
                {data.hasPayPassword ? (
                  <Cell label={t('app:route.changePayPassword')} href={PATHS.changePayPassword} />
                ) : (
                  <Cell
                    label={t('app:route.setPaypwd')}
                    value={t('hub.notSet')}
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
