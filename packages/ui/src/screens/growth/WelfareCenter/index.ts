export { WelfareCenterScreen } from './WelfareCenterScreen';
