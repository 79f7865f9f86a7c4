import { record, type OverrideMethod } from '@merchant/mocks';

/**
 * Records the requests a story sends to one call, letting them through to the fake platform.
 * Create it at module level and install `handler` in the story's `beforeEach` with
 * `msw.use(calls.handler)`; `reset()` it there too, then assert on `count()` / `bodies()`.
 */
export function recordRequests(method: OverrideMethod, path: string) {
  const recorded = record(method, path);
  return {
    handler: recorded.handler,
    /** Forgets earlier stories' requests. */
    reset: () => {
      recorded.requests.length = 0;
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
