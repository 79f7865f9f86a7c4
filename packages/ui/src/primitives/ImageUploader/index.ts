export {
  IMAGE_MAX_BYTES,
  ImageUploader,
  type UploadImage,
  type UploadedImage,
} from './ImageUploader';
export { UploadGateProvider, useUploadGate, type UploadGate } from './uploadGate';
