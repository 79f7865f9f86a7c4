import { describe, expect, it } from 'vitest';
import { namesUnknownRoute } from './unknownRoute';

describe('namesUnknownRoute', () => {
  it.each([
    'method not exists:app\\merchant\\controller\\Team->info()',
    'controller not exists:app\\merchant\\controller\\Welfare',
    '控制器不存在:app\\merchant\\controller\\Donation',
    '方法不存在',
    'route not found',
    'Not Found',
    '404',
  ])('reads "%s" as a route the server does not have', (msg) => {
    expect(namesUnknownRoute(msg)).toBe(true);
  });

  it.each(['order not found', 'Insufficient balance', '', 'Please log in first'])(
    'reads "%s" as a refusal',
    (msg) => {
      expect(namesUnknownRoute(msg)).toBe(false);
    },
  );
});
