// Steps of the wallet stories (imported by *.stories.tsx only; never by a screen).

export { findSheet, rowValue } from '../../../testing';
