export { Avatar } from './Avatar';
