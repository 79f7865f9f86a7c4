import 'styled-components';
import type { AppTheme } from './tokens';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds no members of its own on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
