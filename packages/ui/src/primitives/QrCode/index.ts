export { QrCode } from './QrCode';
