// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moneyFromCents, parseMoney } from '@merchant/api';
import { changeLanguage, initI18n } from '../../i18n';
import { useFormatMoney } from './formatMoney';

beforeAll(async () => {
  await initI18n('zh-CN');
});

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('zh-CN'));
});

describe('useFormatMoney', () => {
  it('writes an amount in the language in use, USD unless told', async () => {
    await act(() => changeLanguage('en'));
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(moneyFromCents(123450n))).toBe('$1,234.50');
    expect(result.current(moneyFromCents(-1250n))).toBe('-$12.50');
    expect(result.current(moneyFromCents(500n), 'CNY')).toBe('CN¥5.00');
  });

  it('keeps every digit of an amount a float would round', async () => {
    await act(() => changeLanguage('en'));
    const { result } = renderHook(() => useFormatMoney());
    const huge = parseMoney('90071992547409.93');
    expect(huge).not.toBeNull();
    expect(result.current(huge!)).toBe('$90,071,992,547,409.93');
  });

  it('follows a change of language, with a new function', async () => {
    await act(() => changeLanguage('en'));
    const { result } = renderHook(() => useFormatMoney());
    const before = result.current;
    expect(before(moneyFromCents(123450n))).toBe('$1,234.50');
    await act(() => changeLanguage('vi'));
    expect(result.current).not.toBe(before);
    expect(result.current(moneyFromCents(123450n))).toMatch(/^1\.234,50\sUS\$$/);
  });

  it('is the same function while the language stays', async () => {
    const { result, rerender } = renderHook(() => useFormatMoney());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
