import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import { pathTo } from '../../../data/address/paths';
import { DateText } from '../../../primitives/DateText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { ellipsis, pressable } from '../../../theme/mixins';
import { MESSAGE_TABS, type Message, type MessageTab } from '../shared/messageModel';
import { tokens } from '../../../theme/cssTokens';

const Summary = styled.p`
  padding: ${tokens.space.sm} ${tokens.space.lg};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
  background: ${tokens.colors.surface};
`;

const Row = styled(Link)`
  ${pressable}
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: ${tokens.space.xxs} ${tokens.space.sm};
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  text-decoration: none;
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.tone.danger.solid : 'transparent')};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  min-width: 0;
`;

const Head = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const Title = styled.span<{ $unread: boolean }>`
  ${ellipsis}
  flex: 1;
  min-width: 0;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

const Time = styled.span`
  flex: none;
  font-size: ${tokens.fontSizes.xs};
  color: ${tokens.colors.textSecondary};
`;

const Sender = styled.span`
  ${ellipsis}
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

// Two lines of the text at most; the text is already cut, this only keeps rows even.
const Preview = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
  overflow-wrap: anywhere;
`;

function MessageRow({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const unread = message.read === false;
  const sender = message.sender || t('list.unknownSender');
  return (
    <Row href={pathTo('messageDetail', { id: message.id })}>
      <Dot $unread={unread} aria-hidden="true" />
      <Body>
        <Head>
          <Title $unread={unread}>
            {unread ? <VisuallyHidden>{t('list.unread')} </VisuallyHidden> : null}
            {message.title || t('list.untitled')}
          </Title>
          <Time>
            <DateText value={message.sentAt} />
          </Time>
        </Head>
        <Sender>{t('list.kindFrom', { kind: t(`kind.${message.kind}`), sender })}</Sender>
        {message.preview ? <Preview>{message.preview}</Preview> : null}
      </Body>
    </Row>
  );
}

type MessageListViewProps = {
  /** The tab shown: every message, the unread or the read ones. */
  tab: MessageTab;
  /** Called with the tab chosen. */
  onTabChange: (tab: MessageTab) => void;
  /** The paged messages of the tab. */
  list: PagedListModel<Message>;
  /** Unread messages (null while unknown). */
  unread: number | null;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The messages: all, unread and read tabs, unread ones marked, each row opening the message. */
export function MessageListView({ tab, onTabChange, list, unread, onBack }: MessageListViewProps) {
  const { t } = useTranslation(['messages', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.message')} onBack={onBack} />}>
      {unread !== null ? (
        <Summary>
          {unread > 0 ? t('list.unreadCount', { count: unread }) : t('list.allRead')}
        </Summary>
      ) : null}
      <Tabs
        items={MESSAGE_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('tab.label')}
      >
        <PagedList
          list={list}
          getKey={(message) => message.id}
          label={t(`list.label.${tab}`)}
          emptyState={<StateBlock kind="empty" preset="noRecords" />}
          renderItem={(message) => <MessageRow message={message} />}
        />
      </Tabs>
    </Page>
  );
}
