import { useIdParam } from '../../../data/address/ids';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MessageDetailView } from './MessageDetailView';
import { useMessageDetail } from './useMessageDetail';

/** /messageDetail?id=: one message, marked read when opened. */
export function MessageDetailScreen() {
  const detail = useMessageDetail(useIdParam());
  return <MessageDetailView message={detail.message} onBack={useGoBack(PATHS.message)} />;
}
