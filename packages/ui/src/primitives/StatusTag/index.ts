export { StatusTag } from './StatusTag';
