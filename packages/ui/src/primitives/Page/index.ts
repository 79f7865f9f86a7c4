export { Page } from './Page';
export type { ModelViewProps } from './viewProps';
