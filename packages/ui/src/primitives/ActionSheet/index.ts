export { ActionSheet, type ActionSheetAction } from './ActionSheet';
