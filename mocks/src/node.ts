/** The fake platform for Node (vitest): `server.listen()` in a setup, `server.use(...)` per test. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

export const server = setupServer(...handlers);
