export { MyScreen } from './MyScreen';
