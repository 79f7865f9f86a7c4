import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import type { ServiceLink } from './serviceLink';
import { tokens } from '../../../theme/cssTokens';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  padding: 0 ${tokens.space.lg};
  background: ${tokens.colors.surface};
  border-bottom: 1px solid ${tokens.colors.border};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

const Outside = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  color: ${tokens.colors.accent.text};
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

// The chat fills the page under the bars; its own page scrolls inside it.
const Frame = styled.iframe`
  display: block;
  flex: 1;
  width: 100%;
  min-height: 60vh;
  border: 0;
  background: ${tokens.colors.surface};
`;

const Topic = styled(Notice)`
  margin: ${tokens.space.md} ${tokens.space.lg};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
`;

/** Only what the chat needs: its scripts, its own cookies, forms, and links opening a window. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

function ServiceChat({ link }: { link: ServiceLink }) {
  const { t } = useTranslation('account');
  if (link.kind === 'none') {
    return (
      <StateBlock
        kind="empty"
        title={t('service.unavailable')}
        description={t('service.unavailableHint')}
      />
    );
  }
  if (link.kind === 'insecure') {
    return (
      <StateBlock
        kind="error"
        title={t('service.insecure')}
        description={t('service.insecureHint')}
      />
    );
  }
  return (
    <>
      <Bar>
        <span>{t('service.hint')}</span>
        <Outside href={link.url} target="_blank" rel="noopener noreferrer">
          {t('service.openOutside')}
        </Outside>
      </Bar>
      <Frame
        src={link.url}
        title={t('service.frameTitle')}
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
        allow="clipboard-write"
      />
    </>
  );
}

/** Why the merchant came: a forgotten payment password, and the payment to go back to. */
export type ServiceTopic = { kind: 'payPassword'; back: string };

type ServiceViewProps = {
  /** The platform's chat link (getChat), or its loading or failure. */
  link: RequestState<ServiceLink>;
  /** What to ask customer service, when a page sent the merchant here for it (null: nothing). */
  topic: ServiceTopic | null;
  /** Back to the previous page. */
  onBack: () => void;
};

/** Customer service: the platform's live chat inside the app, with a way to open it outside. */
export function ServiceView({ link, topic, onBack }: ServiceViewProps) {
  const { t } = useTranslation(['app', 'account']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.service')} onBack={onBack} />}>
      {topic ? (
        <Topic
          tone="info"
          text={t('account:service.payPasswordHelp')}
          action={{ label: t('account:service.backToPayment'), href: topic.back }}
        />
      ) : null}
      <Loadable
        state={link}
        skeleton={
          <Skeleton variant="custom">
            <Lines>
              <SkeletonLine width="60%" />
              <SkeletonBlock height="320px" />
            </Lines>
          </Skeleton>
        }
      >
        {(loaded) => <ServiceChat link={loaded} />}
      </Loadable>
    </Page>
  );
}
