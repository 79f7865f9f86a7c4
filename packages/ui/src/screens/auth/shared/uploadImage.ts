export { uploadImage } from '../../../data/upload';
