export { StateBlock, type EmptyPreset } from './StateBlock';
export type { StateKind } from './illustrations';
