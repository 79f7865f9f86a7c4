import { describe, expect, it } from 'vitest';
import { get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

describe('messages', () => {
  it('pages 15+ messages of both types, read and unread', async () => {
    const all = (await get('/merchant/index/notice', { limit: 100 })).data;
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(new Set(all.list.map((m: Loose) => m.type))).toEqual(new Set([1, 2]));
    expect((await get('/merchant/index/notice', { page: 2 })).data.list.length).toBe(
      all.total - 10,
    );
  });

  it('filters by is_see and marks read, lowering unread_notice', async () => {
    const unread = (await get('/merchant/index/notice', { is_see: '0' })).data;
    expect(unread.list.every((m: Loose) => m.is_see === 0 && m.see_time === null)).toBe(true);
    const before = (await get('/merchant/merchant/getMerInfo')).data.unread_notice;
    expect(before).toBe(unread.total);
    const target = unread.list[0];
    expect((await post('/merchant/index/see_notice', { ids: [target.id] })).code).toBe(1);
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(before - 1);
    const read = (await get('/merchant/index/notice', { is_see: '1', limit: 100 })).data.list;
    expect(read.find((m: Loose) => m.id === target.id)).toMatchObject({
      is_see: 1,
      see_time: '2026-11-22 10:00:00',
    });
  });
});

describe('home', () => {
  it('formats summary figures with thousands separators and gives the three curves', async () => {
    const dashboard = (await get('/merchant/index/index')).data;
    expect(dashboard.total_sales).toBe('12,345.60');
    for (const [range, points] of [
      ['today', 24],
      ['seven', 7],
      ['thirty', 30],
    ] as const) {
      const chart = (await get('/merchant/index/echart', { range })).data;
      expect(chart.x).toHaveLength(points);
      expect(chart.y).toHaveLength(points);
    }
  });
});
