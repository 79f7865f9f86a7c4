import { describe, expect, it } from 'vitest';
import { csvText } from '../../../data/format/csv';
import { billCsvRows, parseBill, type BillCsvLabels } from './billModel';

const labels: BillCsvLabels = {
  header: ['time', 'type', 'direction', 'amount', 'after', 'memo'],
  type: (row) => (row.type === 'unknown' ? `other (${row.typeCode})` : row.type),
  direction: (direction) => direction,
};

const entry = (change: Record<string, unknown>, key = 'id:1') =>
  parseBill(
    {
      id: 1,
      money: '16.00',
      pm: 0,
      type: 'order',
      memo: 'Picked order SO1',
      title: 'Order pickup',
      after: '1,218.50',
      createtime: '2026-11-12 18:07:52',
      ...change,
    } as never,
    key,
  );

describe('bill rows', () => {
  it('reads direction, type and amounts; unknown codes stay unknown', () => {
    expect(entry({})).toMatchObject({
      type: 'order',
      direction: 'out',
      amount: 1600n,
      after: 121850n,
    });
    expect(entry({ pm: 1 }).direction).toBe('in');
    expect(entry({ pm: 7 }).direction).toBe('unknown');
    expect(entry({ type: 'bonus' })).toMatchObject({ type: 'unknown', typeCode: 'bonus' });
    expect(entry({ money: 'x' }).amount).toBeNull();
    // No id: still a row, under the key it was given; the title, else the memo, names it.
    expect(entry({ id: undefined }, 'at:3:x')).toMatchObject({
      key: 'at:3:x',
      title: 'Order pickup',
    });
    expect(entry({ title: ' ' }).title).toBe('Picked order SO1');
    expect(() => parseBill(null as never, 'k')).toThrow();
  });

  it('exports signed plain decimals and neutralised, escaped texts', () => {
    const rows = [
      entry({}),
      entry({ id: 2, pm: 1, type: 'recharge', money: '1,000.00', memo: 'Deposit "A", approved' }),
      entry({ id: 3, memo: '=HYPERLINK("http://x")', money: null }),
      entry({ id: 4, memo: 'two\nlines', type: 'bonus' }),
    ];
    expect(csvText(billCsvRows(rows, labels))).toBe(
      '\uFEFF' +
        [
          'time,type,direction,amount,after,memo',
          '2026-11-12 18:07:52,order,out,-16.00,1218.50,Picked order SO1',
          '2026-11-12 18:07:52,recharge,in,1000.00,1218.50,"Deposit ""A"", approved"',
          '2026-11-12 18:07:52,order,out,,1218.50,"\'=HYPERLINK(""http://x"")"',
          '2026-11-12 18:07:52,other (bonus),out,-16.00,1218.50,"two\nlines"',
        ].join('\r\n') +
        '\r\n',
    );
  });
});
