import { describe, expect, it } from 'vitest';
import { resetStore } from './state/store.ts';
import { cents, get, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const MEMBERS = '/merchant/team/members';

describe('team info', () => {
  it('gives the code, the figures, the level counts and the reward rates', async () => {
    const info = (await get('/merchant/team/info')).data;
    expect(info).toMatchObject({
      invite_code: 'DEMO2026',
      team_total: 20,
      revenue: '3,862.50',
      invited: 24,
      effective: 20,
      vip: 3,
      partner: 1,
      level1_count: 13,
      level2_count: 7,
      level1_rate: '5',
      level2_rate: '2.5',
    });
  });

  it('keeps the reward rates for an empty team', async () => {
    resetStore('empty');
    const info = (await get('/merchant/team/info')).data;
    expect(info).toMatchObject({ team_total: 0, level1_count: 0, level1_rate: '5' });
  });

  it('needs a session', async () => {
    const answer = await get('/merchant/team/info', undefined, { token: null });
    expect(answer.code).toBe(401);
  });
});

describe('team members', () => {
  it('lists one level, newest first, ten a page by default', async () => {
    const first = (await get(MEMBERS)).data;
    expect(first.total).toBe(13);
    expect(first.list).toHaveLength(10);
    expect(first.list.every((m: Loose) => m.level === 1)).toBe(true);
    expect(first.list[0]).toMatchObject({ name: 'Emma Wright', income: '0.00', orders: 0 });
    const stamps = first.list.map((m: Loose) => m.createtime);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = (await get(MEMBERS, { page: 2 })).data;
    expect(second.list).toHaveLength(3);
    expect(second.list.at(-1).name).toBe('Amelia Clarke');
    expect(cents(second.list.at(-1).income)).toBe(128640);
  });

  it('lists the second level', async () => {
    const page = (await get(MEMBERS, { level: 2, limit: 20 })).data;
    expect(page.total).toBe(7);
    expect(page.list.map((m: Loose) => m.level)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('searches by part of the name, ignoring case, within the level', async () => {
    const found = (await get(MEMBERS, { level: 1, search: '  ChOi ' })).data;
    expect(found.total).toBe(1);
    expect(found.list[0].name).toBe('Ji-woo Choi');
    const other = (await get(MEMBERS, { level: 2, search: 'choi' })).data;
    expect(other).toEqual({ total: 0, list: [] });
    const blank = (await get(MEMBERS, { search: '   ' })).data;
    expect(blank.total).toBe(13);
  });

  it('refuses a level other than 1 or 2', async () => {
    for (const level of ['3', '0', 'x', '1.5']) {
      const answer = await get(MEMBERS, { level });
      expect(answer, level).toMatchObject({ code: 0, msg: 'Invalid member level', data: null });
    }
  });

  it('refuses a search that is too long', async () => {
    const answer = await get(MEMBERS, { search: 'a'.repeat(31) });
    expect(answer.code).toBe(0);
    expect((await get(MEMBERS, { search: 'a'.repeat(30) })).code).toBe(1);
  });

  it('refuses bad paging', async () => {
    const bad: Record<string, string | number>[] = [
      { page: 0 },
      { page: 'two' },
      { limit: 0 },
      { limit: 101 },
      { page: -1 },
    ];
    for (const query of bad) {
      const answer = await get(MEMBERS, query);
      expect(answer.code, JSON.stringify(query)).toBe(0);
    }
    const beyond = (await get(MEMBERS, { page: 3 })).data;
    expect(beyond).toEqual({ total: 13, list: [] });
  });

  it('is empty for the empty seed', async () => {
    resetStore('empty');
    expect((await get(MEMBERS, { level: 2 })).data).toEqual({ total: 0, list: [] });
  });
});

describe('team income', () => {
  it('gives each category and their exact total for each range', async () => {
    for (const range of ['today', 'seven', 'thirty']) {
      const income = (await get('/merchant/team/income', { range })).data;
      const sum = ['task', 'shop', 'community', 'other'].reduce(
        (total, key) => total + cents(income[key]),
        0,
      );
      expect(cents(income.total), range).toBe(sum);
    }
    const today = (await get('/merchant/team/income')).data;
    expect(today).toMatchObject({ task: '5.00', shop: '23.18', community: '4.20', other: '0.00' });
  });

  it('refuses an unknown range', async () => {
    const answer = await get('/merchant/team/income', { range: 'year' });
    expect(answer.code).toBe(0);
  });
});
