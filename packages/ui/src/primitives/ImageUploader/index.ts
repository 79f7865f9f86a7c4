export {
  IMAGE_MAX_BYTES,
  ImageUploader,
  type UploadImage,
  type UploadedImage,
} from './ImageUploader';
