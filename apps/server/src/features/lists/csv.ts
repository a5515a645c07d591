import { Transform, type Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';

/**
 * CSV reading and writing for lead lists, always streaming: a list may hold millions of rows and is never held whole.
 * Rows may have different lengths (missing cells read as empty), a BOM is dropped, blank lines are skipped.
 */
const PARSE_OPTIONS: Options = { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 1 << 20 };

/** A parser of CSV records (arrays of cells), starting at record `from` (1-based). */
export const csvRecords = (opts: { from?: number } = {}) => parse({ ...PARSE_OPTIONS, ...(opts.from && opts.from > 1 ? { from: opts.from } : {}) });

/** One CSV line (with its line break): cells with a comma, quote or line break are quoted. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map((c) => {
    const s = c === null || c === undefined ? '' : String(c);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }).join(',')}\r\n`;
}

/**
 * Passes the bytes of an upload through unchanged while parsing them: the first row and the number of rows after it are
 * known once the file is stored, and a file that is not CSV fails the upload with the parser's reason.
 */
export function csvInspector() {
  const parser = csvRecords();
  let first: string[] | null = null;
  let rows = 0;
  let failure: Error | null = null;
  parser.on('data', (record: string[]) => {
    if (first) rows++;
    else first = record;
  });
  parser.on('error', (err: Error) => {
    failure = err;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  const through = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (failure) return done(failure);
      if (parser.write(chunk)) done(null, chunk);
      else parser.once('drain', () => done(failure, chunk));
    },
    flush(done) {
      parser.end();
      void ended.then(() => done(failure));
    },
  });
  return { through, result: () => ({ first, rows }) };
}

/** The first row and data rows `offset` to `offset + limit` of a stored CSV, reading no further than needed. */
export async function csvSlice(stream: Readable, offset: number, limit: number): Promise<{ first: string[] | null; rows: string[][] }> {
  const parser = stream.pipe(csvRecords());
  let first: string[] | null = null;
  const rows: string[][] = [];
  let index = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!first) {
        first = record;
        continue;
      }
      index++;
      if (index < offset) continue;
      if (index >= offset + limit) break;
      rows.push(record);
    }
  } finally {
    stream.destroy();
    parser.destroy();
  }
  return { first, rows };
}
