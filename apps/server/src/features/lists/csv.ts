import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { MESSAGES } from '@trueline/contract';

/**
 * CSV reading and writing for lead lists, always streaming: a list may hold millions of rows and is never held whole.
 * Reading is papaparse's parser fed a chunk at a time (the fastest of the parsers we measured on lead files, about four
 * times csv-parse). Rows may have different lengths (missing cells read as empty), a BOM is dropped, blank lines are
 * skipped, and a file whose quotes do not close is refused with the reason, as is one that is not UTF-8, holds the NUL
 * character (no database text takes it) or has a row of more than MAX_COLUMNS cells.
 */

/** A file that cannot be read as CSV; the message is the reason shown to the user. */
export class CsvError extends Error {}

/** A row that has not ended after this many characters is a broken file (an unclosed quote), not a row. */
export const MAX_RECORD_CHARS = 1 << 20;
/** Cells a row may have: a lead file has a few dozen; ten thousand is an attack on the mapping screen and the memory. */
export const MAX_COLUMNS = 1000;

const tooLong = (row: number) => `Row ${row} is longer than ${MAX_RECORD_CHARS} characters (a quote that is never closed?)`;
const rowChars = (row: readonly string[]) => row.reduce((n, cell) => n + cell.length + 1, 0);

type LineBreak = '\n' | '\r\n' | '\r';

/** The line break of a file: the first one outside quotes in its opening text (null while none has been seen). */
function lineBreakOf(text: string): LineBreak | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted && c === 10) return '\n';
    else if (!quoted && c === 13) return i + 1 < text.length ? (text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r') : null;
  }
  return null;
}

/**
 * An incremental CSV reader: `push` takes the file's bytes as they come and answers the rows they completed, `end`
 * answers the last row. Throws CsvError for a file that is not CSV, naming the line.
 */
export function csvReader() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  /** The text of the next bytes; a byte sequence that is not UTF-8 (even cut between two chunks) refuses the file. */
  const decode = (chunk?: Buffer | string) => {
    let text: string;
    try {
      text = typeof chunk === 'string' ? chunk : chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new CsvError(MESSAGES.csvNotUtf8);
    }
    if (text.includes('\u0000')) throw new CsvError(MESSAGES.csvNulCharacter);
    return text;
  };
  let pending = '';
  let started = false;
  let newline: LineBreak | null = null;
  /** Rows read so far, for the line an error names. */
  let rowsRead = 0;

  function parse(text: string, last: boolean): string[][] {
    let input = pending + text;
    if (!started && input.length > 0) {
      started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    newline ??= lineBreakOf(input) ?? (last ? '\n' : null);
    if (!newline) {
      pending = input;
      if (pending.length > MAX_RECORD_CHARS) throw new CsvError(tooLong(1));
      return [];
    }
    const result = new Papa.Parser({ delimiter: ',', newline, quoteChar: '"' }).parse(input, 0, !last) as Papa.ParseResult<string[]>;
    // An error in the unfinished last row is looked at again once the row is whole.
    const error = result.errors.find((e) => last || (e.row ?? 0) < result.data.length);
    if (error) throw new CsvError(`${error.message} (row ${rowsRead + (error.row ?? 0) + 1})`);
    pending = last ? '' : input.slice(result.meta.cursor);
    if (pending.length > MAX_RECORD_CHARS) throw new CsvError(tooLong(rowsRead + result.data.length + 1));
    const rows: string[][] = [];
    // A whole row may come in one chunk: when the text read could hold one, each row's length is checked too.
    const mayBeLong = input.length > MAX_RECORD_CHARS;
    for (const row of result.data) {
      rowsRead++;
      if (mayBeLong && rowChars(row) > MAX_RECORD_CHARS) throw new CsvError(tooLong(rowsRead));
      if (row.length > MAX_COLUMNS) throw new CsvError(MESSAGES.csvTooManyColumns.replace('{row}', String(rowsRead)).replace('{max}', String(MAX_COLUMNS)));
      if (row.length === 1 && row[0] === '') continue;
      // A file of '\n' lines with a few '\r\n' ones: the stray '\r' is not part of the last cell.
      const end = row.length - 1;
      if (newline === '\n' && row[end]!.endsWith('\r')) row[end] = row[end]!.slice(0, -1);
      rows.push(row);
    }
    return rows;
  }

  return {
    push: (chunk: Buffer | string) => parse(decode(chunk), false),
    end: () => parse(decode(), true),
  };
}

/** The most of a chunk parsed in one step (a socket delivers about this much at a time). */
const SLICE = 64 * 1024;

/**
 * The rows of a CSV stream, a chunk's worth at a time, starting at row `from` (1-based; blank lines do not count).
 * The stream is read only as fast as the rows are taken.
 */
export async function* csvChunks(stream: Readable, opts: { from?: number } = {}): AsyncGenerator<string[][]> {
  const reader = csvReader();
  let skip = Math.max(0, (opts.from ?? 1) - 1);
  const take = (rows: string[][]) => {
    if (skip === 0) return rows;
    const n = Math.min(skip, rows.length);
    skip -= n;
    return n === rows.length ? [] : rows.slice(n);
  };
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    // A chunk is read a slice at a time: a source that hands over a whole file at once is parsed in bounded steps
    // between which the consumer may let other work run.
    for (let at = 0; at < chunk.length; at += SLICE) {
      const rows = take(reader.push(chunk.length <= SLICE ? chunk : chunk.slice(at, at + SLICE)));
      if (rows.length > 0) yield rows;
    }
  }
  const rows = take(reader.end());
  if (rows.length > 0) yield rows;
}

/**
 * One CSV line (with its line break) of a file the pipeline reads back as data: cells with a comma, quote or line break
 * are quoted, nothing else changes. A file offered as a download is written with platform/csv.ts's `csvRow` instead.
 */
export { csvDataRow as csvLine } from '../../platform/csv';

/**
 * Passes the bytes of an upload through unchanged while parsing them: the first row and the number of rows after it are
 * known once the file is stored, and a file that is not CSV fails the upload with the reason (a CsvError).
 */
export function csvInspector() {
  const reader = csvReader();
  let first: string[] | null = null;
  let rows = 0;
  const count = (read: string[][]) => {
    if (read.length === 0) return;
    if (!first) {
      first = read[0]!;
      rows += read.length - 1;
    } else rows += read.length;
  };
  const through = new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        count(reader.push(chunk));
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        count(reader.end());
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  return { through, result: () => ({ first, rows }) };
}

/** The first row and data rows `offset` to `offset + limit` of a stored CSV, reading no further than needed. */
export async function csvSlice(stream: Readable, offset: number, limit: number): Promise<{ first: string[] | null; rows: string[][] }> {
  let first: string[] | null = null;
  const rows: string[][] = [];
  let index = -1;
  try {
    outer: for await (const chunk of csvChunks(stream)) {
      for (const record of chunk) {
        if (!first) {
          first = record;
          continue;
        }
        index++;
        if (index < offset) continue;
        if (index >= offset + limit) break outer;
        rows.push(record);
      }
    }
  } finally {
    stream.destroy();
  }
  return { first, rows };
}
