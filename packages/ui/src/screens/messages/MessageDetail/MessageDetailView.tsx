import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/requestState';
import { DateText } from '../../../primitives/DateText';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StatusTag } from '../../../primitives/StatusTag';
import type { Message } from '../shared/messageModel';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  padding-bottom: ${tokens.space.md};
  border-bottom: 1px solid ${tokens.colors.border};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

function MessageCard({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{message.title || t('list.untitled')}</h2>
      <Fields>
        <dt>{t('detail.kind')}</dt>
        <dd>
          <StatusTag tone={message.kind === 'system' ? 'info' : 'neutral'}>
            {message.kind === 'unknown'
              ? t('detail.unknownKind', { code: message.kindCode })
              : t(`tab.${message.kind}`)}
          </StatusTag>
        </dd>
        <dt>{t('detail.sender')}</dt>
        <dd>{message.sender || t('list.unknownSender')}</dd>
        <dt>{t('detail.sentAt')}</dt>
        <dd>
          <DateText value={message.sentAt} />
        </dd>
      </Fields>
      <SafeHtml html={message.html} />
    </Card>
  );
}

type MessageDetailViewProps = {
  /** The message, or its loading, failure or not-found state. */
  message: RequestState<Message>;
  /** Back to the list. */
  onBack: () => void;
};

/** One message: title, kind, sender, time and its content (sanitised HTML). */
export function MessageDetailView({ message, onBack }: MessageDetailViewProps) {
  const { t } = useTranslation(['messages', 'app']);
  return (
    <Page navBar={<NavBar title={t('app:route.messageDetail')} onBack={onBack} />}>
      <Loadable
        state={message}
        notFoundTitle={t('detail.notFound')}
        skeleton={
          <Skeleton variant="custom">
            <Lines>
              <SkeletonLine width="60%" />
              <SkeletonLine width="40%" />
              <SkeletonLine />
              <SkeletonLine width="80%" />
            </Lines>
          </Skeleton>
        }
      >
        {(loaded) => <MessageCard message={loaded} />}
      </Loadable>
    </Page>
  );
}
