import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import type { AboutText } from '../shared/aboutText';
import { AboutDocument, AboutDocumentSkeleton } from '../shared/AboutDocumentView';
import type { UpdateCheck } from './useAbout';
import { tokens } from '../../../theme/cssTokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const Version = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Check = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

function UpdateAnswer({ update, appVersion }: { update: UpdateCheck; appVersion: string | null }) {
  const { t } = useTranslation('account');
  switch (update.status) {
    case 'idle':
      return null;
    case 'checking':
      return <Notice tone="info" text={t('about.checking')} />;
    case 'upToDate':
      return <Notice tone="success" text={t('about.upToDate', { version: appVersion ?? '' })} />;
    case 'newer':
      return (
        <Notice
          tone="info"
          title={t('about.newer', { version: update.version })}
          text={t('about.newerHint')}
        />
      );
    case 'failed':
      return <Notice tone="danger" text={t('about.checkFailed')} />;
  }
}

type AboutViewProps = {
  /** The platform's about-us text, or its loading, emptiness or failure. */
  text: RequestState<AboutText>;
  /** The version of the running build (null: unknown). */
  appVersion: string | null;
  /** The last "check for update" and its answer. */
  update: UpdateCheck;
  /** Checks the platform's version. */
  onCheckUpdate: () => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** About us: the platform's text, the app version, "check for update", the policy and details. */
export function AboutView({ text, appVersion, update, onCheckUpdate, onBack }: AboutViewProps) {
  const { t } = useTranslation(['account', 'app']);
  // The platform's version comes with the about text: without about/get there is none to check.
  const canCheck = !(text.status === 'failed' && text.failure.kind === 'notOffered');
  return (
    <Page navBar={<NavBar title={t('app:route.aboutUs')} onBack={onBack} />}>
      <Stack>
        <Loadable state={text} layout="inline" skeleton={<AboutDocumentSkeleton />}>
          {(loaded) => <AboutDocument text={loaded} />}
        </Loadable>
        <CellGroup layout="inset" title={t('about.versionGroup')}>
          <Cell
            label={t('about.appVersion')}
            value={<Version>{appVersion ?? t('about.versionUnknown')}</Version>}
          />
        </CellGroup>
        {canCheck ? (
          <Check>
            <Button block busy={update.status === 'checking'} onClick={onCheckUpdate}>
              {t('about.checkUpdate')}
            </Button>
            {/* One live region, there from the start, announces each answer. */}
            <div role="status" aria-live="polite" aria-label={t('about.checkUpdate')}>
              <UpdateAnswer update={update} appVersion={appVersion} />
            </div>
          </Check>
        ) : null}
        <CellGroup layout="inset" title={t('about.moreGroup')}>
          <Cell label={t('app:route.aboutUsDetails')} href={PATHS.aboutUsDetails} />
          <Cell label={t('app:route.privacyAgreement')} href={PATHS.privacyAgreement} />
        </CellGroup>
      </Stack>
    </Page>
  );
}
