export { Thumbnail } from './Thumbnail';
