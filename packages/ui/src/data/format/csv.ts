/** One cell of a CSV file: text as it is, numbers printed (amounts come as plain decimals). */
export type CsvCell = string | number | null;

// A cell a spreadsheet would run as a formula (=, +, -, @, and tab / carriage return before them).
const FORMULA = /^[=+\-@\t\r]/;
// A plain decimal ("-12.50", "3"): a spreadsheet reads it as a number, never as a formula.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One cell, safe for spreadsheets: a text that starts like a formula gets a leading apostrophe
 * (so "=HYPERLINK(...)" in a memo stays text) unless it is a plain decimal (a signed amount
 * "-12.50" stays a number), and a cell holding a quote, a comma or a line break is quoted with
 * its quotes doubled (RFC 4180).
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA.test(cell) && !DECIMAL.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file (RFC 4180: CRLF line ends) starting with a byte-order mark, so spreadsheet apps
 * read Chinese, Thai or Korean text as UTF-8.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
