/**
 * The one CSV writer of the server: every file a user downloads is written with `csvCell` / `csvRow`, so each cell is
 * quoted the same way and guarded against spreadsheet formula injection (OWASP "CSV Injection").
 *
 * The guard: a text cell that a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text. That
 * is a cell starting with `=`, `@`, a tab or a carriage return, or one starting with `+` or `-` — except a cell that is
 * only a number or a phone number: the sign followed by a digit or a dot and then nothing but digits, spaces, dots,
 * parentheses and dashes (`+15125550100`, `+1 (512) 555-0100`, `-12.5`), or a lone sign. Such a cell cannot call a
 * function (it has no letters, no `!`, `|` or quotes), and escaping it would put an apostrophe before every phone number
 * and negative amount in the file. Anything else after the sign (`-2+3+cmd|' /C calc'!A0`, `+cmd`, `- x`) is escaped.
 * Numbers and booleans (JavaScript values, not text) are written as they are.
 *
 * `csvDataRow` quotes without the guard: only for files the server itself reads back as data (a dialer list fetched
 * into the list pipeline), never for a file offered as a download.
 */

/** One value of a CSV cell; null and undefined are written as an empty cell. */
export type CsvValue = string | number | boolean | bigint | null | undefined;

const NUMBER_OR_PHONE = /^[+-](?:[\d.][\d\s().-]*)?$/;

/** Text as a spreadsheet will show it, never run: a leading apostrophe before a formula (see the rule above). */
export function neutraliseFormula(s: string): string {
  // The first character decides, read as a code (a file of a million rows has millions of cells): = @ tab CR, then + -.
  const first = s.charCodeAt(0);
  if (first === 61 || first === 64 || first === 9 || first === 13) return `'${s}`;
  return (first === 43 || first === 45) && !NUMBER_OR_PHONE.test(s) ? `'${s}` : s;
}

const NEEDS_QUOTES = /[",\r\n]/;
/** Quoted when it holds a comma, quote or line break, its quotes doubled. */
const quote = (s: string) => (NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const text = (value: CsvValue) => (value === null || value === undefined ? '' : String(value));

/** One cell of a downloaded file: quoted where needed, spreadsheet formulas neutralised. */
export function csvCell(value: CsvValue): string {
  const s = text(value);
  return quote(typeof value === 'string' ? neutraliseFormula(s) : s);
}

/** One line of a downloaded file, with its CRLF line break. */
export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Several lines of a downloaded file, each ending with CRLF. */
export const csvRows = (rows: readonly (readonly CsvValue[])[]): string => rows.map(csvRow).join('');

/** One line of a file the server reads back as data: quoted where needed, cells kept exactly (no formula guard). */
export const csvDataRow = (cells: readonly CsvValue[]): string => `${cells.map((c) => quote(text(c))).join(',')}\r\n`;
