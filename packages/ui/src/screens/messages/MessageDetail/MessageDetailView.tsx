import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { DateText } from '../../../primitives/DateText';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { DocumentCard } from '../../../primitives/Card';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StatusTag } from '../../../primitives/StatusTag';
import type { MessageDetail } from '../shared/messageModel';
import { tokens } from '../../../theme/cssTokens';

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

const Empty = styled.p`
  color: ${tokens.colors.textSecondary};
`;

function MessageCard({ message }: { message: MessageDetail }) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const { kind, sender, sentAt } = message;
  const known = kind !== null || sender !== '' || sentAt !== null;
  return (
    <DocumentCard aria-labelledby={titleId}>
      <h2 id={titleId}>{message.title || t('detail.content')}</h2>
      {known ? (
        <Fields>
          {kind ? (
            <>
              <dt>{t('detail.kind')}</dt>
              <dd>
                <StatusTag tone={kind === 'system' ? 'info' : 'neutral'}>
                  {t(`kind.${kind}`)}
                </StatusTag>
              </dd>
            </>
          ) : null}
          {sender ? (
            <>
              <dt>{t('detail.sender')}</dt>
              <dd>{sender}</dd>
            </>
          ) : null}
          {sentAt ? (
            <>
              <dt>{t('detail.sentAt')}</dt>
              <dd>
                <DateText value={sentAt} />
              </dd>
            </>
          ) : null}
        </Fields>
      ) : null}
      {message.html.trim() ? <SafeHtml html={message.html} /> : <Empty>{t('detail.empty')}</Empty>}
    </DocumentCard>
  );
}

type MessageDetailViewProps = {
  /** The message, or its loading, failure or not-found state. */
  message: RequestState<MessageDetail>;
  /** Back to the list. */
  onBack: () => void;
};

/** One message: its content (sanitised HTML) under its title, with its kind, sender and time when known. */
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
