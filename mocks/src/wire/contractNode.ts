/** The contract read from openapi/merchant.yaml in Node (the HTTP server, tests). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { checkedRequest, createRequestCheck } from './requestCheck.ts';
import type { ContractDocument } from './requestCheck.ts';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(source: string): unknown };

export const CONTRACT_PATH = fileURLToPath(
  new URL('../../../openapi/merchant.yaml', import.meta.url),
);

/** The contract as a plain object. */
export function loadContract(): ContractDocument {
  return yaml.load(readFileSync(CONTRACT_PATH, 'utf8')) as ContractDocument;
}

/** The request check of the HTTP server (`serve.ts --check-requests`). */
export function nodeRequestCheck(): (request: Request) => Promise<string[]> {
  const check = createRequestCheck(loadContract());
  return async (request) => check(await checkedRequest(request));
}
