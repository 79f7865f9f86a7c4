import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { search: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const refuseLong: Resolver<Values> = (values) =>
  values.search.length > 3
    ? { values: {}, errors: { search: { type: 'max', message: 'tooLong' } } }
    : { values, errors: {} as Record<string, never> };

describe('lazyResolver', () => {
  it('loads the checks once, at the first check, and answers with them', async () => {
    const load = vi.fn(() => Promise.resolve(refuseLong));
    const resolver = lazyResolver<Values>(load, { field: 'search', message: 'network' });
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ search: 'abc' }, undefined, options)).toEqual({
      values: { search: 'abc' },
      errors: {},
    });
    expect(await resolver({ search: 'abcdef' }, undefined, options)).toEqual({
      values: {},
      errors: { search: { type: 'max', message: 'tooLong' } },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the form with its message while the checks cannot load, and loads again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(refuseLong);
    const resolver = lazyResolver<Values>(load, { field: 'search', message: 'network' });
    expect(await resolver({ search: 'abc' }, undefined, options)).toEqual({
      values: {},
      errors: { search: { type: 'load', message: 'network' } },
    });
    expect(await resolver({ search: 'abc' }, undefined, options)).toEqual({
      values: { search: 'abc' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
