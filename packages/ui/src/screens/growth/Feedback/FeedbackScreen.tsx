import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { FeedbackView } from './FeedbackView';
import { useFeedback } from './useFeedback';

/** /feedback: send feedback to the platform. */
export function FeedbackScreen() {
  const { send, writeAnother, ...feedback } = useFeedback();
  return (
    <FeedbackView
      {...feedback}
      onSend={send}
      onWriteAnother={writeAnother}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
