export { FeedbackScreen } from './FeedbackScreen';
