import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MESSAGE_TABS } from '../shared/messageModel';
import { MessageListView } from './MessageListView';
import { useMessageList } from './useMessageList';

/** /message?tab=: every message, or the unread or read ones. */
export function MessageListScreen() {
  const [tab, setTab] = useEnumParam('tab', MESSAGE_TABS, 'all');
  const messages = useMessageList(tab);
  return (
    <MessageListView
      tab={tab}
      onTabChange={setTab}
      list={messages.list}
      unread={messages.unread}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
