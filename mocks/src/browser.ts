/** The fake platform in the browser (Storybook): `await worker.start()`. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { checkRequest } from './wire/contractBrowser.ts';

export const worker = setupWorker(...handlers);
// Every request a story sends, whatever answers it (the baseline or a story's override).
worker.events.on('request:start', ({ request }) => checkRequest(request));

export { takeViolations } from './wire/contractBrowser.ts';
