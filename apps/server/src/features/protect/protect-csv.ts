import { parse } from 'csv-parse/sync';
import { MESSAGES, NANP_COUNTRIES, PROTECT_LIMITS, normalizePhone, protectDigits, type ProtectFailure } from '@trueline/contract';

export interface ProtectRow {
  /** Line of the file the number is on (1 is the first line). */
  row: number;
  number: string;
  description: string | null;
}

export interface ProtectFile {
  rows: ProtectRow[];
  /** The first PROTECT_LIMITS.failuresListed rejected rows. */
  failures: ProtectFailure[];
  failureCount: number;
}

/** Whether an area code is in the US or Canada (not another country of the plan), decided once per code. */
function areaCodeCheck() {
  const known = new Map<string, boolean>();
  return (digits: string): boolean => {
    const npa = digits.slice(0, 3);
    let ok = known.get(npa);
    if (ok === undefined) {
      ok = normalizePhone(`+1${npa}2345678`, NANP_COUNTRIES) !== null || normalizePhone(`+1${digits}`, NANP_COUNTRIES) !== null;
      known.set(npa, ok);
    }
    return ok;
  };
}

/** Splits a CSV into records with their line numbers; blank lines are skipped. */
export function parseCsv(bytes: Buffer): { line: number; cells: string[] }[] {
  const records = parse(bytes, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  return records.map((r) => ({ line: r.info.lines, cells: r.record }));
}

/**
 * Reads a UC Protect file: the first column a ten-digit US or Canadian number, the optional second a description
 * (kept when adding). A first line with no digit in its first cell is a header. Each bad row is rejected with its reason.
 */
export function readProtectCsv(bytes: Buffer, opts: { withDescription: boolean }): ProtectFile {
  const records = parseCsv(bytes);
  const inUsOrCanada = areaCodeCheck();
  const seen = new Set<string>();
  const rows: ProtectRow[] = [];
  const failures: ProtectFailure[] = [];
  let failureCount = 0;
  const reject = (row: number, number: string, reason: string) => {
    failureCount++;
    if (failures.length < PROTECT_LIMITS.failuresListed) failures.push({ row, number, reason });
  };

  records.forEach(({ line, cells }, i) => {
    const raw = cells[0] ?? '';
    if (i === 0 && !/\d/.test(raw)) return;
    if (cells.every((c) => c === '')) return;
    const digits = protectDigits(raw);
    if (!digits || !inUsOrCanada(digits)) return reject(line, raw, MESSAGES.protectRowInvalidNumber);
    if (seen.has(digits)) return reject(line, raw, MESSAGES.protectRowDuplicate);
    const description = opts.withDescription ? cells[1]?.trim() || null : null;
    if (description && description.length > PROTECT_LIMITS.descriptionMax) return reject(line, raw, MESSAGES.protectRowDescriptionTooLong);
    seen.add(digits);
    rows.push({ row: line, number: digits, description });
  });
  return { rows, failures, failureCount };
}
