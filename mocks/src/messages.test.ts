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

describe('messages by type and by id (assumed filters)', () => {
  it('filters system messages (1) and user notices (2), each with its sender', async () => {
    const all = (await get('/merchant/index/notice', { limit: 100 })).data;
    for (const type of [1, 2]) {
      const page = (await get('/merchant/index/notice', { type, limit: 100 })).data;
      expect(page.total).toBe(all.list.filter((m: Loose) => m.type === type).length);
      expect(page.list.every((m: Loose) => m.type === type && m.sender !== '')).toBe(true);
    }
    expect((await get('/merchant/index/notice', { type: 3 })).code).toBe(0);
    expect((await get('/merchant/index/notice', { type: 'system' })).code).toBe(0);
  });

  it('answers one message by id, an empty list for an unknown one', async () => {
    const first = (await get('/merchant/index/notice', { limit: 1 })).data.list[0];
    const one = (await get('/merchant/index/notice', { id: first.id })).data;
    expect(one).toEqual({ total: 1, list: [first] });
    expect((await get('/merchant/index/notice', { id: 99999 })).data).toEqual({
      total: 0,
      list: [],
    });
    expect((await get('/merchant/index/notice', { id: 'abc' })).code).toBe(0);
  });

  it('refuses to mark unknown messages read and changes nothing', async () => {
    const before = (await get('/merchant/merchant/getMerInfo')).data.unread_notice;
    const answer = await post('/merchant/index/see_notice', { ids: [99999] });
    expect(answer).toMatchObject({ code: 0, msg: 'The message does not exist' });
    expect((await post('/merchant/index/see_notice', { ids: [] })).code).toBe(0);
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(before);
  });

  it('marks an already read message again without changing its read time', async () => {
    const read = (await get('/merchant/index/notice', { is_see: '1', limit: 1 })).data.list[0];
    expect((await post('/merchant/index/see_notice', { ids: [read.id] })).code).toBe(1);
    const again = (await get('/merchant/index/notice', { id: read.id })).data.list[0];
    expect(again.see_time).toBe(read.see_time);
  });
});

describe('about (assumed type parameter)', () => {
  it('answers the about text by default, the introduction and the policy by type', async () => {
    const about = await post('/new/api/about/get', undefined, { token: null });
    expect(about.code).toBe(1);
    expect(about.data.content).toContain('demonstration content');
    const details = (await post('/new/api/about/get', undefined, { query: { type: 'details' } }))
      .data;
    const privacy = (await post('/new/api/about/get', undefined, { query: { type: 'privacy' } }))
      .data;
    expect(new Set([about.data.title, details.title, privacy.title]).size).toBe(3);
    expect(details.content).toContain('<a href="https://');
    expect(privacy.content).toContain('<a href="https://');
    expect([details.version, privacy.version]).toEqual([about.data.version, about.data.version]);
  });

  it('refuses an unknown page', async () => {
    const answer = await post('/new/api/about/get', undefined, { query: { type: 'terms' } });
    expect(answer).toMatchObject({ code: 0, msg: 'Unknown page' });
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
