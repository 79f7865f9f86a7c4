export { FIRST_SCREEN_ROWS, Thumbnail } from './Thumbnail';
