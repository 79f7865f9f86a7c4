export { MessageListScreen } from './MessageListScreen';
