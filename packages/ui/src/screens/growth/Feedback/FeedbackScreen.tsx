import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { FeedbackView } from './FeedbackView';
import { useFeedback } from './useFeedback';

/** /feedback: send feedback to the platform. */
export function FeedbackScreen() {
  const feedback = useFeedback();
  return (
    <FeedbackView
      upload={feedback.upload}
      onSend={feedback.send}
      sending={feedback.sending}
      sent={feedback.sent}
      onWriteAnother={feedback.writeAnother}
      notOffered={feedback.notOffered}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
