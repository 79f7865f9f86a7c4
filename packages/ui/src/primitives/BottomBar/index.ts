export { BottomBar } from './BottomBar';
export { useKeyboardInset } from './useKeyboardInset';
