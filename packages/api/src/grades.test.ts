import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASSUMED_OPERATIONS, isAssumedOperation } from './grades';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(source: string): unknown };

type Contract = { paths: Record<string, Record<string, unknown>> };

const contractPath = fileURLToPath(new URL('../../../openapi/merchant.yaml', import.meta.url));
const contract = yaml.load(readFileSync(contractPath, 'utf8')) as Contract;

/** Every operation of the contract with its grade, as `METHOD path operationId`. */
function graded(grade: string): string[] {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || Array.isArray(op)) continue;
      const { operationId, 'x-grade': mark } = op as { operationId?: string; 'x-grade'?: string };
      if (mark === grade) rows.push(`${method.toUpperCase()} ${path} ${operationId}`);
    }
  }
  return rows.sort();
}

describe('assumed operations', () => {
  it('are exactly the operations the contract marks x-grade: assumed', () => {
    const listed = ASSUMED_OPERATIONS.map((o) => `${o.method} ${o.path} ${o.operationId}`);
    expect(listed.sort()).toEqual(graded('assumed'));
  });

  it('every operation of the contract carries a grade', () => {
    const all = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).filter(
        (op) => typeof op === 'object' && op !== null && !Array.isArray(op),
      ),
    );
    for (const op of all) {
      expect(['seen', 'assumed', 'demo']).toContain((op as { 'x-grade'?: string })['x-grade']);
    }
  });

  it('isAssumedOperation matches method and path', () => {
    expect(isAssumedOperation('GET', '/merchant/team/info')).toBe(true);
    expect(isAssumedOperation('get', '/merchant/team/info')).toBe(true);
    expect(isAssumedOperation('POST', '/merchant/team/info')).toBe(false);
    expect(isAssumedOperation('GET', '/merchant/merchant/getMerInfo')).toBe(false);
  });
});
