import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { messageTabFromParam } from '../shared/messageModel';
import { MessageListView } from './MessageListView';
import { useMessageList } from './useMessageList';

/** /message?tab=: every message, or the unread or read ones. */
export function MessageListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = messageTabFromParam(params.get('tab'));
  const messages = useMessageList(tab);
  return (
    <MessageListView
      tab={tab}
      onTabChange={(next) => setParams(next === 'all' ? {} : { tab: next }, { replace: true })}
      list={messages.list}
      unread={messages.unread}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
