// The generated CSV files of the ingestion benches, and the raw parse of such a file (their limit).
import fs from 'node:fs';
import { csvChunks } from '../apps/server/src/features/lists/csv';

/** Writes a header and `rows` lines, one at a time with back-pressure, so a million-row file never sits in memory. */
export async function writeCsv(file: string, header: string, rows: number, line: (i: number) => string) {
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${header}\n`);
  for (let i = 0; i < rows; i++) await write(`${line(i)}\n`);
  await new Promise<void>((r) => out.end(() => r()));
}

/** Milliseconds to stream-parse the file with the shared CSV reader (header plus `rows` lines). */
export async function rawParseMs(file: string, rows: number): Promise<number> {
  const start = performance.now();
  let parsed = 0;
  for await (const chunk of csvChunks(fs.createReadStream(file))) parsed += chunk.length;
  if (parsed !== rows + 1) throw new Error(`parsed ${parsed} rows`);
  return performance.now() - start;
}
