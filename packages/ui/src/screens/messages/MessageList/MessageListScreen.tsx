import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { messageTabFromParam } from '../shared/messageModel';
import { MessageListView } from './MessageListView';
import { useMessageList } from './useMessageList';

/** /message?type=: system messages and user notices. */
export function MessageListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = messageTabFromParam(params.get('type'));
  const messages = useMessageList(tab);
  return (
    <MessageListView
      tab={tab}
      onTabChange={(next) => setParams(next === 'system' ? {} : { type: next }, { replace: true })}
      list={messages.list}
      unread={messages.unread}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
