import { describe, expect, it } from 'vitest';
import { loadContract } from './contractNode.ts';
import { createRequestCheck } from './requestCheck.ts';
import type { CheckedRequest } from './requestCheck.ts';

const check = createRequestCheck(loadContract());
const ORIGIN = 'http://platform.test';

function request(
  method: string,
  path: string,
  {
    body,
    type = 'application/json',
    headers = {},
  }: { body?: unknown; type?: string; headers?: Record<string, string> } = {},
): CheckedRequest {
  const all = new Headers(headers);
  if (body !== undefined) all.set('content-type', type);
  return {
    method,
    url: `${ORIGIN}${path}`,
    headers: all,
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('the request check', () => {
  it('passes a request that matches its operation', () => {
    expect(
      check(
        request('POST', '/merchant/merchant/login', {
          body: { account: 'a@b.c', password: 'secret1' },
        }),
      ),
    ).toEqual([]);
    expect(check(request('GET', '/merchant/product/manage?switch=all&page=1&limit=10'))).toEqual(
      [],
    );
  });

  it('ignores what is not the platform API', () => {
    expect(check(request('GET', '/assets/app.js'))).toEqual([]);
    expect(check(request('OPTIONS', '/merchant/merchant/login'))).toEqual([]);
  });

  it('names an operation the contract does not have', () => {
    expect(check(request('GET', '/merchant/merchant/nothing'))).toEqual([
      'GET /merchant/merchant/nothing: no such operation in the contract',
    ]);
    expect(check(request('GET', '/merchant/merchant/login'))[0]).toMatch(/no such operation/);
  });

  it('names a query parameter the contract does not declare, or a wrong value', () => {
    expect(check(request('GET', '/merchant/product/manage?page=1&pageSize=10'))).toContain(
      'listShopProducts: query pageSize: not in the contract',
    );
    expect(check(request('GET', '/merchant/product/manage?page=zero')).join()).toMatch(
      /listShopProducts: query.page/,
    );
  });

  it('names a missing or mistyped body field', () => {
    const problems = check(request('POST', '/merchant/merchant/login', { body: { password: 1 } }));
    expect(problems).toContain('login: body.account: required');
    expect(problems.join()).toMatch(/login: body.password/);
  });

  it('refuses a body that is not JSON, or of a type the operation does not declare', () => {
    expect(check(request('POST', '/merchant/merchant/login', { body: '{oops' }))).toEqual([
      'login: body: not JSON',
    ]);
    expect(
      check(request('POST', '/merchant/merchant/login', { body: 'account=a', type: 'text/plain' })),
    ).toEqual(['login: body sent as text/plain, which the contract does not declare']);
  });
});
