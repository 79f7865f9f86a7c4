import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { memoizeTranslations } from './memoT';

/** `getFixedT` without the app's typed keys (these tests have their own resources). */
type Translate = ((key: unknown, options?: unknown) => unknown) & Record<string, unknown>;
const fixedT = (i18n: ReturnType<typeof i18next.createInstance>, ...args: unknown[]): Translate =>
  (i18n.getFixedT as unknown as (...a: unknown[]) => Translate).call(i18n, ...args);

/** A fresh instance with two languages, remembered, and a count of i18next's own work. */
async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'zh-CN',
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        orders: {
          pick: 'Pick order {{sn}}',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
          total: 'Total',
        },
      },
      'zh-CN': { orders: { pick: '拣货 {{sn}}', items_other: '{{count}} 件', total: '合计' } },
    },
  });
  memoizeTranslations(i18n);
  // i18next's own work: every text it works out goes through its translator.
  const translator = (i18n as unknown as { translator: { translate: () => unknown } }).translator;
  const translate = vi.spyOn(translator, 'translate');
  return { i18n, translate };
}

describe('memoizeTranslations', () => {
  it('works a text out once per key and option values, and answers what i18next answers', async () => {
    const { i18n, translate } = await instance();
    const t = fixedT(i18n, null, 'orders');
    expect(t('total')).toBe('Total');
    expect(t('total')).toBe('Total');
    expect(translate).toHaveBeenCalledTimes(1);

    expect(t('pick', { sn: 'SO1' })).toBe('Pick order SO1');
    expect(t('pick', { sn: 'SO2' })).toBe('Pick order SO2');
    expect(t('pick', { sn: 'SO1' })).toBe('Pick order SO1');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(translate).toHaveBeenCalledTimes(5);

    // Another translate function (another component) shares what was worked out.
    expect(fixedT(i18n, null, 'orders')('total')).toBe('Total');
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('forgets on a change of language, or of the resources', async () => {
    const { i18n, translate } = await instance();
    const t = fixedT(i18n, null, 'orders');
    expect(t('total')).toBe('Total');
    await i18n.changeLanguage('zh-CN');
    expect(t('total')).toBe('合计');
    expect(fixedT(i18n, 'en', 'orders')('total')).toBe('Total');
    i18n.addResource('en', 'orders', 'total', 'Sum');
    expect(fixedT(i18n, 'en', 'orders')('total')).toBe('Sum');
    i18n.removeResourceBundle('zh-CN', 'orders');
    expect(t('total')).toBe('total');
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('passes calls it cannot key through, every time', async () => {
    const { i18n, translate } = await instance();
    const t = fixedT(i18n, null, 'orders');
    const sn = { toString: () => 'SO9' };
    expect(t('pick', { sn } as never)).toBe('Pick order SO9');
    expect(t('pick', { sn } as never)).toBe('Pick order SO9');
    expect(t(['missing', 'total'])).toBe('Total');
    expect(t(['missing', 'total'])).toBe('Total');
    expect(t('missing', 'A default')).toBe('A default');
    expect(t('missing', 'Another default')).toBe('Another default');
    expect(translate).toHaveBeenCalledTimes(6);
  });

  it('keeps what the translate function says of itself', async () => {
    const { i18n } = await instance();
    const t = fixedT(i18n, 'zh-CN', 'orders', 'nested');
    expect(t.lng).toBe('zh-CN');
    expect(t.ns).toBe('orders');
    expect(t.keyPrefix).toBe('nested');
  });
});
