/**
 * One fact of the real platform's wire, as its public client shows it: a request field or
 * value it sends, or a response field it reads. `wireFacts.test.ts` holds each row against the
 * contract (openapi/merchant.yaml) and the fake platform; the request validation of stories and
 * journeys then holds every screen's requests against the contract.
 */
export interface WireFact {
  /** The fact in the project's words, e.g. 'order rows carry orderProduct (camelCase)'. */
  fact: string;
  /** The contract's operationId. */
  operationId: string;
  /**
   * A request as the app sends it (logged in as the demo merchant unless `loggedOut`): the
   * contract must accept it and the fake platform must answer it with `code` 1.
   */
  request: {
    query?: Record<string, string>;
    body?: unknown;
    loggedOut?: boolean;
    /** The fake platform's seed to start from (default 'default'). */
    seed?: string;
    /** Send verify_pay with the demo payment password first (paid actions). */
    payFirst?: boolean;
  };
  /** Request facts: variants of `request` the contract must reject (the drift this fact forbids). */
  rejects?: { query?: Record<string, string>; body?: unknown }[];
  /**
   * Response facts: paths in the answer's `data` (`list[].orderProduct[].goods.title`, `[]` for
   * each item of an array) that the fake platform's answer has and the contract's success schema
   * declares as required.
   */
  responds?: string[];
  /** A further check of the fake platform's answer `data` (a rejected record's status is -1). */
  expect?: (data: unknown) => void;
}
