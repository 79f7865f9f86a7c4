import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureZodForCsp } from './zodConfig';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('configureZodForCsp', () => {
  it('parses full zod objects without ever building a function from a string', () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        built.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        built.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    configureZodForCsp();
    const schema = z.object({ search: z.string().max(32), page: z.number().int() });
    expect(schema.parse({ search: 'SO2026', page: 2 })).toEqual({ search: 'SO2026', page: 2 });
    expect(schema.safeParse({ search: 1, page: 2 }).success).toBe(false);
    expect(built).toEqual([]);
  });
});
