import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contractOperations,
  createAnswerCheck,
  firstValueAt,
  planRequest,
  readContract,
} from './contract.ts';
import type { ContractDocument, ContractOperation, Parameter } from './contract.ts';

const contract = readContract(join(import.meta.dirname, '../../../openapi/merchant.yaml'));
const operations = contractOperations(contract);

const operation = (parameters: Parameter[]): ContractOperation => ({
  operationId: 'x',
  method: 'GET',
  path: '/x',
  grade: 'seen',
  safe: true,
  parameters,
  success: {},
});
const query = (name: string, schema: Parameter['schema'], required = false): Parameter => ({
  name,
  in: 'query',
  required,
  schema,
});

describe('the marks of the contract', () => {
  it('grades every operation, and marks only reads safe', () => {
    expect(operations.filter((o) => o.grade === null).map((o) => o.operationId)).toEqual([]);
    const safe = operations.filter((o) => o.safe);
    expect(safe.length).toBeGreaterThan(20);
    expect(safe.map((o) => o.operationId)).not.toContain('markMessagesRead');
    expect(safe.map((o) => o.operationId)).not.toContain('setLanguage');
    expect(safe.map((o) => o.operationId)).not.toContain('login');
  });

  it('gives the probe a value for every required parameter of a safe read', () => {
    const missing = operations
      .filter((o) => o.safe)
      .flatMap((o) => planRequest(o).missing.map((name) => `${o.operationId}.${name}`));
    expect(missing).toEqual([]);
  });

  it('takes each id from a safe read the contract has', () => {
    const ids = operations.filter((o) => o.safe).flatMap((o) => planRequest(o).ids);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const { from } of ids) {
      expect(
        operations.find((o) => o.operationId === from.operationId)?.safe,
        from.operationId,
      ).toBe(true);
    }
  });

  it('has a success schema for every safe read', () => {
    const without = operations.filter((o) => o.safe && Object.keys(o.success).length === 0);
    expect(without.map((o) => o.operationId)).toEqual([]);
  });
});

describe('planRequest', () => {
  it('sends page 1, limit 10 and the "all" value of a filter that takes it', () => {
    const plan = planRequest(
      operation([
        query('page', { type: 'integer' }),
        query('limit', { type: 'integer' }),
        query('status', { type: 'string', enum: ['all', '0', '1', '-1'] }),
        query('is_see', { type: 'string', enum: ['all', '0', '1'] }),
        query('category_id', { type: 'integer' }),
        { name: 'lang', in: 'header', schema: { type: 'string' } },
      ]),
    );
    expect(plan).toEqual({
      query: { page: '1', limit: '10', status: 'all', is_see: 'all', category_id: '0' },
      ids: [],
      missing: [],
    });
  });

  it('leaves out an "all" the schema refuses; takes the default, else a required first value', () => {
    const plan = planRequest(
      operation([
        query('status', { type: 'string', enum: ['0', '1', '5'] }),
        query('range', { type: 'string', enum: ['today', 'seven'], default: 'seven' }),
        query('kind', { type: 'string', enum: ['a', 'b'] }, true),
        query('title', { type: 'string' }),
        query('code', { type: 'string' }, true),
      ]),
    );
    expect(plan.query).toEqual({ range: 'seven', kind: 'a' });
    expect(plan.missing).toEqual(['code']);
  });

  it('takes an id from the read the contract names', () => {
    const plan = planRequest(
      operation([
        {
          ...query('id', { type: 'integer' }, true),
          'x-probe-from': 'listOrders: list[].order_id',
        },
      ]),
    );
    expect(plan.ids).toEqual([
      { name: 'id', from: { operationId: 'listOrders', field: 'list[].order_id' } },
    ]);
    expect(plan.missing).toEqual([]);
  });
});

describe('firstValueAt', () => {
  it('finds the first row that has the field', () => {
    expect(firstValueAt({ list: [{ x: 1 }, { order_id: 88 }] }, 'list[].order_id')).toBe('88');
    expect(firstValueAt([{ id: 'a7' }], '[].id')).toBe('a7');
    expect(firstValueAt({ a: { b: [{ c: [{ d: 3 }] }] } }, 'a.b[].c[].d')).toBe('3');
  });

  it('gives null for an empty list, a missing field or another shape', () => {
    expect(firstValueAt({ list: [] }, 'list[].order_id')).toBeNull();
    expect(firstValueAt({ list: [{ id: '' }] }, 'list[].id')).toBeNull();
    expect(firstValueAt({ list: { order_id: 1 } }, 'list[].order_id')).toBeNull();
    expect(firstValueAt(null, '[].id')).toBeNull();
  });
});

describe('createAnswerCheck', () => {
  const small: ContractDocument = {
    paths: {},
    components: {
      schemas: {
        Page: {
          type: 'object',
          required: ['total', 'list'],
          properties: {
            total: { type: 'integer' },
            list: {
              type: 'array',
              items: {
                type: 'object',
                required: ['orderProduct', 'status', 'price'],
                properties: {
                  orderProduct: { type: 'array' },
                  status: { type: 'integer', enum: [0, 1, -1] },
                  price: { anyOf: [{ type: 'string' }, { type: 'number' }] },
                },
              },
            },
          },
        },
      },
    },
  };
  const check = createAnswerCheck(small);
  const row = { orderProduct: [], status: 1, price: '1.00' };

  it('passes a conforming answer', () => {
    expect(check('components/schemas/Page', { total: 1, list: [row] })).toEqual([]);
  });

  it('names a renamed field once, with how many rows lack it', () => {
    const renamed = { order_product: [], status: 1, price: '1.00' };
    expect(
      check('components/schemas/Page', { total: 3, list: [renamed, renamed, renamed] }),
    ).toEqual(['list[0].orderProduct: missing (and 2 more like it)']);
  });

  it('names wrong types, unknown values and a value of none of the allowed shapes', () => {
    expect(
      check('components/schemas/Page', {
        total: '3',
        list: [{ ...row, status: 2, price: null }],
      }),
    ).toEqual([
      'total: expected integer, got string',
      'list[0].status: unexpected value 2',
      'list[0].price: matches none of its allowed shapes (null)',
    ]);
  });
});
