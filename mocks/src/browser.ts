/** The fake platform in the browser (Storybook and the demo app): `await worker.start()`. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export const worker = setupWorker(...handlers);
