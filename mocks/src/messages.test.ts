import { describe, expect, it } from 'vitest';
import { resetStore } from './state/store.ts';
import { get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

describe('messages', () => {
  it('pages 15+ messages of both types, each row with its sender as `user`', async () => {
    const all = (await get('/merchant/index/notice', { is_see: 'all', limit: 100 })).data;
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(new Set(all.list.map((m: Loose) => m.type))).toEqual(new Set([1, 2]));
    expect(all.list.every((m: Loose) => typeof m.user === 'string' && m.user !== '')).toBe(true);
    expect(all.list.some((m: Loose) => 'sender' in m)).toBe(false);
    const second = (await get('/merchant/index/notice', { is_see: 'all', page: 2 })).data;
    expect(second.list.length).toBe(all.total - 10);
  });

  it('filters on is_see only: all, 0 unread, 1 read', async () => {
    const all = (await get('/merchant/index/notice', { is_see: 'all', limit: 100 })).data;
    const unread = (await get('/merchant/index/notice', { is_see: '0', limit: 100 })).data;
    const read = (await get('/merchant/index/notice', { is_see: '1', limit: 100 })).data;
    expect(unread.list.every((m: Loose) => m.is_see === 0)).toBe(true);
    expect(read.list.every((m: Loose) => m.is_see === 1)).toBe(true);
    expect(unread.total + read.total).toBe(all.total);
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(unread.total);
  });

  it('refuses the filters the platform does not have: a type, an id, no is_see', async () => {
    expect((await get('/merchant/index/notice', { is_see: 'all', type: 1 })).code).toBe(0);
    expect((await get('/merchant/index/notice', { is_see: 'all', id: 517 })).code).toBe(0);
    expect((await get('/merchant/index/notice', { page: 1, limit: 10 })).code).toBe(0);
    expect((await get('/merchant/index/notice', { is_see: 'unread' })).code).toBe(0);
  });
});

describe('see_notice: one message, read and marked read', () => {
  it('answers the message with its content and marks it read, lowering unread_notice', async () => {
    const unread = (await get('/merchant/index/notice', { is_see: '0' })).data;
    const before = (await get('/merchant/merchant/getMerInfo')).data.unread_notice;
    const target = unread.list[0];
    const answer = await post('/merchant/index/see_notice', { ids: String(target.id) });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ id: target.id, title: target.title, user: target.user });
    expect(answer.data.content).toBe(target.content);
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(before - 1);
    const read = (await get('/merchant/index/notice', { is_see: '1', limit: 100 })).data.list;
    expect(read.find((m: Loose) => m.id === target.id)).toMatchObject({ is_see: 1 });
  });

  it('reads an already read message again without changing anything', async () => {
    const read = (await get('/merchant/index/notice', { is_see: '1', limit: 1 })).data.list[0];
    const before = (await get('/merchant/merchant/getMerInfo')).data.unread_notice;
    const answer = await post('/merchant/index/see_notice', { ids: String(read.id) });
    expect(answer.data.content).toBe(read.content);
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(before);
  });

  it('refuses an unknown message and every other encoding of the id', async () => {
    const before = (await get('/merchant/merchant/getMerInfo')).data.unread_notice;
    const unread = (await get('/merchant/index/notice', { is_see: '0' })).data.list[0];
    expect(await post('/merchant/index/see_notice', { ids: '99999' })).toMatchObject({
      code: 0,
      msg: 'The message does not exist',
    });
    for (const ids of [unread.id, [unread.id], `${unread.id},${unread.id}`, '', 'abc']) {
      expect((await post('/merchant/index/see_notice', { ids })).code).toBe(0);
    }
    expect((await get('/merchant/merchant/getMerInfo')).data.unread_notice).toBe(before);
  });
});

describe('pop-up notices, the chat and the alliance', () => {
  it('answers no pop-up notice by default, those of their seed with their count', async () => {
    expect((await get('/merchant/index/tanNotice')).data).toEqual({ total: 0, list: [] });
    resetStore('popupNotices');
    const notices = (await get('/merchant/index/tanNotice')).data;
    expect(notices.total).toBe(1);
    expect(notices.list[0]).toEqual({ title: expect.any(String), content: expect.any(String) });
  });

  it('answers the chat address', async () => {
    expect((await get('/merchant/merchant/getChat')).data).toEqual({
      url: 'https://service.example.com/chat/demo',
    });
  });

  it('answers the invitation address and the shops of each level', async () => {
    const alliance = (await get('/merchant/index/coalition')).data;
    expect(alliance.url).toMatch(/^https:\/\/.+code=/);
    expect(alliance.list.length).toBeGreaterThan(0);
    expect(alliance.list[0]).toEqual({
      mer_name: expect.any(String),
      income: expect.stringMatching(/^\d+\.\d\d$/),
      order_count: expect.any(Number),
      createtime: expect.any(String),
    });
    expect(Array.isArray(alliance.list2)).toBe(true);
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
