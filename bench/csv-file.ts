// The generated CSV files of the ingestion benches, the raw parse of such a file by our reader (their limit), and the
// same file streamed through other parsers (the peers printed beside it).
import fs from 'node:fs';
import Papa from 'papaparse';
import { parse as csvParse } from 'csv-parse';
import { inferSchema, initParser, type Parser } from 'udsv';
import { csvChunks } from '../apps/server/src/features/lists/csv';

/** Writes a header and `rows` lines, one at a time with back-pressure, so a million-row file never sits in memory. */
export async function writeCsv(file: string, header: string, rows: number, line: (i: number) => string) {
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${header}\n`);
  for (let i = 0; i < rows; i++) await write(`${line(i)}\n`);
  await new Promise<void>((r) => out.end(() => r()));
}

/** Milliseconds to stream-parse the file (header plus `rows` lines) with `count`, which answers the rows it read. */
async function timed(rows: number, count: () => Promise<number>): Promise<number> {
  const start = performance.now();
  const parsed = await count();
  if (parsed !== rows + 1) throw new Error(`parsed ${parsed} rows of ${rows + 1}`);
  return performance.now() - start;
}

/** Milliseconds to stream-parse the file with the lists' CSV reader (papaparse with our checks: UTF-8, NUL, sizes). */
export const rawParseMs = (file: string, rows: number) => timed(rows, async () => {
  let parsed = 0;
  for await (const chunk of csvChunks(fs.createReadStream(file))) parsed += chunk.length;
  return parsed;
});

/** The peers, each streaming the same file into string rows the way its documentation shows. */
export const PEER_PARSERS: Record<string, (file: string, rows: number) => Promise<number>> = {
  'papaparse (bare)': (file, rows) => timed(rows, () => new Promise((resolve, reject) => {
    let parsed = 0;
    Papa.parse(fs.createReadStream(file, 'utf8') as unknown as File, {
      chunk: (r: Papa.ParseResult<string[]>) => void (parsed += r.data.filter((row) => row.length > 1 || row[0] !== '').length),
      complete: () => resolve(parsed), error: reject,
    });
  })),
  'csv-parse': (file, rows) => timed(rows, async () => {
    let parsed = 0;
    for await (const row of fs.createReadStream(file).pipe(csvParse({ relax_column_count: true }))) if (row) parsed++;
    return parsed;
  }),
  udsv: (file, rows) => timed(rows, async () => {
    let parser: Parser | null = null;
    let parsed = 0;
    const onRow = () => void parsed++;
    for await (const chunk of fs.createReadStream(file, 'utf8') as AsyncIterable<string>) {
      // The header counts as a row here, as it does for the others.
      parser ??= initParser(inferSchema(chunk, { header: () => [] }));
      parser.chunk<string[]>(chunk, parser.stringArrs, onRow);
    }
    parser?.end();
    return parsed;
  }),
};
