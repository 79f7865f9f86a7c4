import { useSearchParams } from 'wouter';
import { parseIdParam } from '../../../data/ids';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MessageDetailView } from './MessageDetailView';
import { useMessageDetail } from './useMessageDetail';

/** /messageDetail?id=: one message, marked read when opened. */
export function MessageDetailScreen() {
  const [params] = useSearchParams();
  const detail = useMessageDetail(parseIdParam(params.get('id')));
  return <MessageDetailView message={detail.message} onBack={useGoBack(PATHS.message)} />;
}
