export { VisuallyHidden, visuallyHiddenStyle } from './VisuallyHidden';
