// Steps of the pick-flow stories (imported by *.stories.tsx only; never by a screen).
import { findSheet } from '../../../testing';

/** The pick confirmation sheet, once open. */
export const findPickSheet = (canvasElement: HTMLElement) => findSheet(canvasElement, '确认提货');

/** Reads one "label: value" row of the pick sheet. */
export { rowValue as sheetValue } from '../../../testing';
