export { MessageDetailScreen } from './MessageDetailScreen';
