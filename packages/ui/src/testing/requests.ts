import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { record, type OverrideMethod } from '@merchant/mocks';

/**
 * Records the requests a story sends to one call, letting them through to the fake platform.
 * Create it at module level and give `install` as the story's `beforeEach` (or, beside other
 * set-up, `reset()` it and `msw.use(calls.handler)`), then assert on `count()` / `bodies()`.
 */
export function recordRequests(method: OverrideMethod, path: string) {
  const recorded = record(method, path);
  const reset = () => {
    recorded.requests.length = 0;
  };
  return {
    handler: recorded.handler,
    /** Forgets earlier stories' requests. */
    reset,
    /** A story's `beforeEach`: forgets earlier stories' requests and records this story's. */
    install: ({ msw }: StoryContext) => {
      reset();
      msw.use(recorded.handler);
    },
    /** How many requests were sent. */
    count: () => recorded.requests.length,
    /** The JSON bodies sent, in order. */
    bodies: async <T = unknown>(): Promise<T[]> =>
      Promise.all(recorded.requests.map((r) => r.clone().json() as Promise<T>)),
    /** The multipart bodies sent (uploads), in order. */
    forms: async (): Promise<FormData[]> =>
      Promise.all(recorded.requests.map((r) => r.clone().formData())),
    /** The query parameters of each request, in order. */
    queries: () => recorded.requests.map((r) => new URL(r.url).searchParams),
  };
}

/**
 * A story's `beforeEach` that records several calls (each from `recordRequests`), forgetting
 * earlier stories' requests, with `handlers` (overrides: `stall`, `refuse`...) installed after
 * them in the same order: `beforeEach: recording([saveCalls, uploadCalls], stall(...))`.
 */
export function recording(
  calls: readonly ReturnType<typeof recordRequests>[],
  ...handlers: HttpHandler[]
) {
  return ({ msw }: StoryContext) => {
    for (const call of calls) call.reset();
    msw.use(...calls.map((call) => call.handler), ...handlers);
  };
}
