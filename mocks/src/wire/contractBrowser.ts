/**
 * The contract's request check in the browser (Storybook): every request a story sends to the
 * fake platform is checked against openapi/merchant.yaml, and the story fails on a mismatch.
 */
import { load } from 'js-yaml';
import contractSource from '../../../openapi/merchant.yaml?raw';
import { checkedRequest, createRequestCheck } from './requestCheck.ts';
import type { ContractDocument } from './requestCheck.ts';

let check: ReturnType<typeof createRequestCheck> | null = null;
const pending = new Set<Promise<void>>();
const violations: string[] = [];

/** Starts checking a request (the worker's request:start event); `takeViolations` waits for it. */
export function checkRequest(request: Request): void {
  check ??= createRequestCheck(load(contractSource) as ContractDocument);
  const run = check;
  const work = checkedRequest(request)
    .then((copy) => {
      violations.push(...run(copy));
    })
    .catch(() => {
      // A request whose body can no longer be read (aborted) is not the app's mistake.
    })
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Waits for the checks under way and returns (and forgets) what did not match the contract. */
export async function takeViolations(): Promise<string[]> {
  while (pending.size) await Promise.all([...pending]);
  return violations.splice(0);
}
