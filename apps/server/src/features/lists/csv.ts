import { Readable, Transform } from 'node:stream';
import { parse, type Options } from 'csv-parse';

/**
 * CSV reading and writing for lead lists, always streaming: a list may hold millions of rows and is never held whole.
 * Rows may have different lengths (missing cells read as empty), a BOM is dropped, blank lines are skipped.
 */
const PARSE_OPTIONS: Options = { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 1 << 20 };

/** A parser of CSV records (arrays of cells), starting at record `from` (1-based). */
export const csvRecords = (opts: { from?: number } = {}) => parse({ ...PARSE_OPTIONS, ...(opts.from && opts.from > 1 ? { from: opts.from } : {}) });

/** Where a chunk can be cut without splitting a UTF-8 character: the bytes after it wait for the next chunk. */
function utf8Boundary(buf: Buffer): number {
  let i = buf.length;
  // Step back over continuation bytes (10xxxxxx) to the lead byte of the last character, at most 3.
  for (let k = 0; k < 3 && i > 0 && (buf[i - 1]! & 0xc0) === 0x80; k++) i--;
  if (i === 0) return buf.length;
  const lead = buf[i - 1]!;
  const size = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return buf.length - (i - 1) >= size ? buf.length : i - 1;
}

/** Raised by `csvRecordBatches` with `fastOnly` where the fast path ends: csv-parse must read the whole file. */
export class NotFastCsv extends Error {}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/**
 * The records of a stored CSV from record `from` (1-based), in batches, as `csvRecords` reads them — with a fast path
 * for the shape nearly every lead file has: fields either plain (no quote) or quoted with doubled inner quotes, one kind
 * of line break. Anything else (a quote inside a plain field, text after a closing quote, a stray CR or LF, a record over
 * the size limit, a UTF-16 file) hands the rest of the file, from the start of that record, to csv-parse itself.
 */
export async function* csvRecordBatches(source: AsyncIterable<Buffer | string>, opts: { from?: number; fastOnly?: boolean } = {}): AsyncGenerator<string[][]> {
  const skip = Math.max(0, (opts.from ?? 1) - 1);
  let seen = 0;
  const it = source[Symbol.asyncIterator]();
  let text = '';
  let carry: Buffer = Buffer.alloc(0);
  let started = false;
  let utf16 = false;
  let ended = false;
  /** The record delimiter, found at the first line break outside quotes (as csv-parse finds it). */
  let rd: '' | '\r\n' | '\n' | '\r' = '';

  /** Reads the next chunk into `text` (whole characters only); false at the end. */
  const more = async (): Promise<boolean> => {
    for (;;) {
      const next = await it.next();
      if (next.done) {
        ended = true;
        if (started && carry.length > 0) {
          text += carry.toString('utf8');
          carry = Buffer.alloc(0);
        }
        return false;
      }
      let buf = typeof next.value === 'string' ? Buffer.from(next.value, 'utf8') : next.value;
      if (carry.length > 0) buf = Buffer.concat([carry, buf]);
      if (!started) {
        if (buf.length < 3) {
          carry = buf;
          continue;
        }
        started = true;
        if (buf[0] === 0xff && buf[1] === 0xfe) {
          utf16 = true;
          carry = buf;
          return false;
        }
        if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
      }
      const cut = utf8Boundary(buf);
      text += buf.toString('utf8', 0, cut);
      carry = Buffer.from(buf.subarray(cut));
      return true;
    }
  };

  /**
   * Parses one record at `p` in `text`: answers its cells and where the next record starts, null when the record is not
   * complete in `text` yet, or 'slow' when it is outside the fast path's shape.
   */
  const record = (p: number): { cells: string[]; end: number } | null | 'slow' => {
    const cells: string[] = [];
    const n = text.length;
    let i = p;
    for (;;) {
      if (i - p > 1_000_000) return 'slow';
      let cell: string;
      if (i < n && text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        let parts = '';
        let from = j;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q < 0 || q + 1 >= n) {
            if (ended && q === n - 1 && q >= 0) {
              j = q;
              break;
            }
            return ended ? 'slow' : null;
          }
          if (text.charCodeAt(q + 1) === QUOTE) {
            parts += text.slice(from, q + 1);
            j = q + 2;
            from = j;
            continue;
          }
          j = q;
          break;
        }
        cell = parts + text.slice(from, j);
        i = j + 1;
        if (i < n) {
          const c = text.charCodeAt(i);
          if (c !== COMMA && c !== CR && c !== LF) return 'slow';
        }
      } else {
        let j = i;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === COMMA || c === CR || c === LF) break;
          if (c === QUOTE) return 'slow';
          j++;
        }
        if (j - p > 1_000_000) return 'slow';
        cell = text.slice(i, j);
        i = j;
      }
      cells.push(cell);
      if (i >= n) return ended ? { cells, end: n } : null;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        continue;
      }
      // A line break: the record delimiter (found now if not yet), else the shape is unusual.
      if (!rd) {
        if (c === CR && i + 1 >= n && !ended) return null;
        rd = c === LF ? '\n' : text.charCodeAt(i + 1) === LF ? '\r\n' : '\r';
      }
      if (rd === '\r\n') {
        if (c !== CR) return 'slow';
        if (i + 1 >= n) return ended ? 'slow' : null;
        if (text.charCodeAt(i + 1) !== LF) return 'slow';
        return { cells, end: i + 2 };
      }
      if ((rd === '\n' && c !== LF) || (rd === '\r' && c !== CR)) return 'slow';
      return { cells, end: i + 1 };
    }
  };

  let p = 0;
  let slow = false;
  while (!slow) {
    const grew = await more();
    if (!started || (!grew && !ended)) {
      // A UTF-16 file, or one too short to tell: csv-parse reads all of it.
      slow = true;
      break;
    }
    const batch: string[][] = [];
    for (;;) {
      if (p >= text.length) break;
      const c = text.charCodeAt(p);
      if (c === LF || c === CR) {
        // An empty line (a record delimiter where a record starts) is skipped, as skip_empty_lines does.
        if (!rd) {
          if (c === CR && p + 1 >= text.length && !ended) break;
          rd = c === LF ? '\n' : text.charCodeAt(p + 1) === LF ? '\r\n' : '\r';
        }
        const width = rd === '\r\n' && c === CR && text.charCodeAt(p + 1) === LF ? 2 : rd === '\n' && c === LF ? 1 : rd === '\r' && c === CR ? 1 : 0;
        if (width > 0) {
          p += width;
          continue;
        }
        if (rd === '\r\n' && c === CR && p + 1 >= text.length && !ended) break;
        slow = true;
        break;
      }
      const r = record(p);
      if (r === null) {
        // A record this long is csv-parse's to refuse (max_record_size).
        if (text.length - p > 1_100_000) slow = true;
        break;
      }
      if (r === 'slow') {
        slow = true;
        break;
      }
      p = r.end;
      if (seen++ >= skip) batch.push(r.cells);
    }
    if (batch.length > 0) yield batch;
    if (!slow) {
      text = text.slice(p);
      p = 0;
      if (ended) return;
    }
  }

  if (opts.fastOnly) throw new NotFastCsv();
  // The slow path: csv-parse reads the rest, from the start of the record the fast path stopped at.
  const rest = async function* () {
    yield Buffer.concat([Buffer.from(text.slice(p), 'utf8'), carry]);
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield typeof next.value === 'string' ? Buffer.from(next.value, 'utf8') : next.value;
    }
  };
  const parser = Readable.from(rest()).pipe(parse({ ...PARSE_OPTIONS, bom: !started || utf16, ...(rd ? { record_delimiter: rd } : {}) }));
  let batch: string[][] = [];
  for await (const cells of parser as AsyncIterable<string[]>) {
    if (seen++ >= skip) batch.push(cells);
    if (batch.length >= 1000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** One CSV line (with its line break): cells with a comma, quote or line break are quoted. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map((c) => {
    const s = c === null || c === undefined ? '' : String(c);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }).join(',')}\r\n`;
}

/**
 * Passes the bytes of an upload through unchanged while reading them: the first row and the number of rows after it
 * are known once the file is stored. The fast reader does it for the usual file; `result()` answers null when the file
 * needs csv-parse (`csvInspect` on the stored file), which also gives the reason a file that is not CSV is refused.
 */
export function csvInspector() {
  const queue: Buffer[] = [];
  let closed = false;
  let stopped = false;
  /** Who waits: the reader for a chunk, the upload for room in the queue. */
  const waiting: { wake: (() => void) | null; room: (() => void) | null } = { wake: null, room: null };
  const signal = (k: 'wake' | 'room') => {
    const f = waiting[k];
    waiting[k] = null;
    f?.();
  };
  const source: AsyncIterable<Buffer> = {
    [Symbol.asyncIterator]: () => ({
      async next(): Promise<IteratorResult<Buffer>> {
        while (queue.length === 0 && !closed) await new Promise<void>((r) => (waiting.wake = r));
        const value = queue.shift();
        signal('room');
        return value ? { value, done: false } : { value: undefined, done: true };
      },
    }),
  };
  let first: string[] | null = null;
  let rows = 0;
  let full = false;
  const reading = (async () => {
    try {
      for await (const batch of csvRecordBatches(source, { fastOnly: true })) {
        for (const r of batch) {
          if (first) rows++;
          else first = r;
        }
      }
    } catch (err) {
      if (!(err instanceof NotFastCsv)) throw err;
      full = true;
    } finally {
      stopped = true;
      queue.length = 0;
      signal('room');
    }
  })();
  reading.catch(() => undefined);
  const through = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (stopped) return done(null, chunk);
      queue.push(chunk);
      signal('wake');
      // A few chunks ahead at most: the reader keeps up with any upload.
      if (queue.length < 8) return done(null, chunk);
      const wait = () => {
        if (stopped || queue.length < 8) done(null, chunk);
        else waiting.room = wait;
      };
      waiting.room = wait;
    },
    flush(done) {
      closed = true;
      signal('wake');
      reading.then(() => done(), (err: Error) => done(err));
    },
  });
  return { through, result: (): { first: string[] | null; rows: number } | null => (full ? null : { first, rows }) };
}

/** The first row and the number of rows after it, by csv-parse; throws its error when the text is not CSV. */
export async function csvInspect(stream: Readable): Promise<{ first: string[] | null; rows: number }> {
  let first: string[] | null = null;
  let rows = 0;
  try {
    for await (const record of stream.pipe(csvRecords()) as AsyncIterable<string[]>) {
      if (first) rows++;
      else first = record;
    }
  } finally {
    stream.destroy();
  }
  return { first, rows };
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
