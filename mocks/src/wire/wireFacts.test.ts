/**
 * The seen-facts table: one row per fact of the real platform's wire that its public client
 * shows (facts/*.ts). Each row holds against the contract and the fake platform: the request
 * the app sends passes the contract's request check and the fake answers it with code 1, each
 * drift the fact forbids is refused by the contract, and each field the client reads is in the
 * fake's answer and required by the contract's success schema. Screens are held to the
 * contract by the same request check in every story and journey.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD, DEMO_TOKEN } from '../fixtures/merchant.ts';
import { SEED_NAMES } from '../seeds/index.ts';
import type { SeedName } from '../seeds/index.ts';
import { resetStore } from '../state/store.ts';
import { call, ORIGIN, useFakePlatform } from '../testkit.ts';
import type { Loose } from '../testkit.ts';
import { loadContract } from './contractNode.ts';
import { createRequestCheck } from './requestCheck.ts';
import type { WireFact } from './types.ts';

const contract = loadContract();
const check = createRequestCheck(contract);

// Every facts file of the table: a file that exports no rows fails, so none can go missing.
const files = import.meta.glob<{ facts: WireFact[] }>('./facts/*.ts', { eager: true });

interface Located {
  method: 'GET' | 'POST';
  path: string;
  op: Loose;
}

function operationOf(operationId: string): Located {
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (method !== 'parameters' && (op as Loose).operationId === operationId) {
        return { method: method.toUpperCase() as 'GET' | 'POST', path, op };
      }
    }
  }
  throw new Error(`no operation ${operationId} in the contract`);
}

function urlOf(path: string, query?: Record<string, string>): string {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** The contract's verdict on a request (its problems; [] when it passes). */
function contractProblems(at: Located, query?: Record<string, string>, body?: unknown): string[] {
  const headers = new Headers({ token: DEMO_TOKEN });
  if (body !== undefined) headers.set('content-type', 'application/json');
  return check({
    method: at.method,
    url: urlOf(at.path, query),
    headers,
    body: body === undefined ? '' : JSON.stringify(body),
  });
}

/** Follows $ref until a schema with content. */
function deref(schema: Loose): Loose {
  let current = schema;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce(
        (node: Loose, part: string) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        contract,
      );
  }
  return current;
}

/**
 * The shapes a schema can take: allOf merged into one, each branch of oneOf / anyOf apart (a
 * field is declared when one branch declares it).
 */
function shapes(schema: Loose): Loose[] {
  const current = deref(schema);
  if (!current || typeof current !== 'object') return [];
  const branches = current.oneOf ?? current.anyOf;
  if (Array.isArray(branches)) return branches.flatMap((branch: Loose) => shapes(branch));
  if (Array.isArray(current.allOf)) {
    const parts = current.allOf.flatMap((part: Loose) => shapes(part));
    return [
      {
        ...current,
        properties: Object.assign(
          {},
          current.properties,
          ...parts.map((p: Loose) => p.properties ?? {}),
        ),
        required: [...(current.required ?? []), ...parts.flatMap((p: Loose) => p.required ?? [])],
        items: parts.find((p: Loose) => p.items)?.items ?? current.items,
      },
    ];
  }
  return [current];
}

/** Steps of a path: `list[].orderProduct[].goods.title` -> list, [], orderProduct, [], goods, title. */
function steps(path: string): string[] {
  return path
    .split('.')
    .flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]))
    .filter(Boolean);
}

/** Where the schema misses the remaining steps: null when one of its shapes declares them, required. */
function schemaMiss(schema: Loose, rest: string[], walked: string): string | null {
  if (!rest.length) return null;
  const [step, ...after] = rest as [string, ...string[]];
  let miss = `${walked}: no schema`;
  for (const shape of shapes(schema)) {
    let found: string | null;
    if (step === '[]') {
      found = shape.items
        ? schemaMiss(shape.items, after, `${walked}[]`)
        : `${walked}: not an array in the contract`;
    } else if (!shape.properties?.[step]) {
      found = `${walked}.${step}: not declared`;
    } else if (!(shape.required ?? []).includes(step)) {
      found = `${walked}.${step}: not required`;
    } else {
      found = schemaMiss(shape.properties[step], after, `${walked}.${step}`);
    }
    if (found === null) return null;
    miss = found;
  }
  return miss;
}

/** Where the contract's schema for `data` misses the path: null when it declares it, required. */
function contractMiss(successSchema: Loose, path: string): string | null {
  const miss = schemaMiss(successSchema, ['data', ...steps(path)], '');
  return miss === null ? null : miss.replace(/^\./, '');
}

/** Where the fake's answer misses the path: null when every item along it has it. */
function answerMiss(data: unknown, path: string): string | null {
  let values: unknown[] = [data];
  let walked = 'data';
  for (const step of steps(path)) {
    if (step === '[]') {
      if (!values.every(Array.isArray)) return `${walked}: not an array`;
      values = values.flatMap((v) => v as unknown[]);
      if (!values.length) return `${walked}: empty, nothing to check`;
      walked += '[]';
      continue;
    }
    walked += `.${step}`;
    if (!values.every((v) => typeof v === 'object' && v !== null && step in v))
      return `${walked}: missing`;
    values = values.map((v) => (v as Record<string, unknown>)[step]);
  }
  return null;
}

const rows = Object.entries(files).flatMap(([file, module]) =>
  (module.facts ?? []).map((fact) => ({ file: file.replace('./facts/', ''), fact })),
);

describe('the seen-facts table', () => {
  useFakePlatform();

  it('has rows from every facts file', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(files)) {
      expect(module.facts?.length ?? 0, `${file} has no rows`).toBeGreaterThan(0);
    }
  });

  it.each(
    rows.map(({ file, fact }) => [`${file}: ${fact.operationId}: ${fact.fact}`, fact] as const),
  )('%s', async (_name, fact) => {
    const at = operationOf(fact.operationId);
    expect(at.op['x-grade'], 'a seen fact belongs to a seen operation').toBe('seen');
    const { query, body, loggedOut, seed, payFirst } = fact.request;

    expect(contractProblems(at, query, body), 'the contract accepts the request').toEqual([]);
    for (const variant of fact.rejects ?? []) {
      const problems = contractProblems(at, variant.query ?? query, variant.body ?? body);
      expect(problems.length, `the contract refuses ${JSON.stringify(variant)}`).toBeGreaterThan(0);
    }

    if (seed) {
      expect(SEED_NAMES).toContain(seed);
      resetStore(seed as SeedName);
    }
    const token = loggedOut ? null : DEMO_TOKEN;
    if (payFirst) {
      const verified = await call('POST', '/merchant/merchant/verify_pay', {
        body: { password_pay: DEMO_PAY_PASSWORD },
      });
      expect(((await verified.json()) as Loose).code).toBe(1);
    }
    const response = await call(at.method, urlOf(at.path, query), { body, token });
    const answer = (await response.json()) as Loose;
    expect(answer.code, `the fake platform answers code 1 (${answer.msg})`).toBe(1);

    const success = at.op.responses?.['200']?.content?.['application/json']?.schema;
    for (const path of fact.responds ?? []) {
      expect(answerMiss(answer.data, path), `the fake platform's answer has ${path}`).toBeNull();
      expect(contractMiss(success, path), `the contract declares ${path}`).toBeNull();
    }
    fact.expect?.(answer.data);
  });
});
