import { moneyToDecimalString, type Money, type components } from '@merchant/api';
import type { CsvCell } from '../../../data/format/csv';
import { readCount, readMoney, readRecord, readText, readTime } from '../../../data/kit/read';

type WireBill = components['schemas']['BillEntry'];

/** The tabs of the funds records: every movement, or one type (the `bill` `type` filter). */
export const BILL_TABS = ['all', 'recharge', 'extract', 'order', 'train'] as const;
export type BillTab = (typeof BILL_TABS)[number];

/** A movement's type; any other code is shown as "other" with the code. */
export type BillType = Exclude<BillTab, 'all'> | 'unknown';

/** Money in (`pm` 1), out (`pm` 0), or a `pm` the app cannot read. */
export type BillDirection = 'in' | 'out' | 'unknown';

/** One movement of the balance, parsed once. */
export type BillRow = {
  /** The row's key in the list: its id, or one made from its place and content (`rowKey`). */
  key: string;
  /** What the movement was (`title`, else `memo`; '' when neither). */
  title: string;
  type: BillType;
  /** The server's type code, shown with an unknown type. */
  typeCode: string;
  direction: BillDirection;
  /** The amount moved, without sign (null when unreadable). */
  amount: Money | null;
  /** The balance after it (null when unreadable). */
  after: Money | null;
  createdAt: Date | null;
  /** The time as the server wrote it (for the CSV export). */
  time: string;
  memo: string;
};

const TYPES: readonly string[] = BILL_TABS.filter((tab) => tab !== 'all');

/**
 * Wire entry -> row, under its list key. An entry without an id is still a row (the platform's
 * own client never reads one); an entry that is not a record is a malformed answer.
 */
export function parseBill(wire: WireBill, key: string): BillRow {
  const entry = readRecord(wire);
  const type = readText(entry.type);
  const pm = readCount(entry.pm);
  const memo = readText(entry.memo).trim();
  return {
    key,
    title: readText(entry.title).trim() || memo,
    type: TYPES.includes(type) ? (type as BillType) : 'unknown',
    typeCode: type,
    direction: pm === 1 ? 'in' : pm === 0 ? 'out' : 'unknown',
    amount: readMoney(entry.money),
    after: readMoney(entry.after),
    createdAt: readTime(entry.createtime),
    time: readText(entry.createtime),
    memo,
  };
}

/** The labels the export writes (translated by the caller). */
export type BillCsvLabels = {
  header: [
    time: string,
    type: string,
    direction: string,
    amount: string,
    after: string,
    memo: string,
  ];
  type: (row: BillRow) => string;
  direction: (direction: BillDirection) => string;
};

/** The amount signed by its direction as a plain decimal ("-16.00", "100.00"); '' when unreadable. */
export function signedDecimal(row: BillRow): string {
  if (row.amount === null) return '';
  const plain = moneyToDecimalString(row.amount);
  return row.direction === 'out' ? `-${plain}` : plain;
}

/** The rows of the CSV export: a header, then one line per movement as shown. */
export function billCsvRows(rows: readonly BillRow[], labels: BillCsvLabels): CsvCell[][] {
  return [
    labels.header,
    ...rows.map((row) => [
      row.time,
      labels.type(row),
      labels.direction(row.direction),
      signedDecimal(row),
      row.after === null ? '' : moneyToDecimalString(row.after),
      row.memo,
    ]),
  ];
}
