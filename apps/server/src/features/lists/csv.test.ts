import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { MESSAGES } from '@trueline/contract';
import { CsvError, MAX_COLUMNS, MAX_RECORD_CHARS, csvChunks, csvInspector, csvLine, csvReader } from './csv';

/** Reads a text fed in pieces of the given sizes (bytes), as a file arrives from disk or an upload. */
function readInPieces(text: string, sizes: number[]): string[][] {
  const bytes = Buffer.from(text, 'utf8');
  const reader = csvReader();
  const rows: string[][] = [];
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const n = sizes[i % sizes.length]!;
    rows.push(...reader.push(bytes.subarray(at, at + n)));
    at += n;
  }
  rows.push(...reader.end());
  return rows;
}

describe('lists.csv', () => {
  const sample = '\ufeffphone,name,note\r\n5125550100,"Smith, Jo","said ""hi""\r\non two lines"\r\n\r\n5125550101,Ünal,\r\n5125550102\r\n';
  const expected = [['phone', 'name', 'note'], ['5125550100', 'Smith, Jo', 'said "hi"\r\non two lines'], ['5125550101', 'Ünal', ''], ['5125550102']];

  it('reads quoted cells, escaped quotes, line breaks in cells, short rows and UTF-8 whatever the chunk boundaries', () => {
    for (const sizes of [[1], [2], [3], [5, 1], [7], [13], [1 << 16]]) expect(readInPieces(sample, sizes)).toEqual(expected);
  });

  it('reads what csv-parse reads on generated files cut at random', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const cell = () => ['plain', '', 'a,b', 'q"uote', 'line\nbreak', ' spaced ', 'Ωμέγα', '5125550100'][rand(8)]!;
    for (const eol of ['\n', '\r\n']) {
      for (let f = 0; f < 40; f++) {
        const rows = Array.from({ length: 1 + rand(30) }, () => Array.from({ length: 1 + rand(6) }, cell));
        const text = rows.map((r) => csvLine(r).replace(/\r\n$/, eol)).join('');
        const reference = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
        expect(readInPieces(text, [1 + rand(40), 1 + rand(9)])).toEqual(reference);
      }
    }
  });

  it('takes \\r line breaks, drops a stray \\r of a mixed file, and skips blank lines', () => {
    expect(readInPieces('a,b\rc,d\r\r', [3])).toEqual([['a', 'b'], ['c', 'd']]);
    expect(readInPieces('a,b\nc,d\r\ne,f\n\n', [4])).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f']]);
    expect(readInPieces('\n\n', [1])).toEqual([]);
    expect(readInPieces('only,row', [3])).toEqual([['only', 'row']]);
  });

  it('refuses a quote that never closes and a malformed closing quote, naming the row', () => {
    expect(() => readInPieces('a,b\n"x,y\n', [4])).toThrow(new CsvError('Quoted field unterminated (row 2)'));
    expect(() => readInPieces('a,b\nc,"x"y,z\n', [3])).toThrow(CsvError);
    expect(() => readInPieces('a,b\nc,"x"y,z\n', [3])).toThrow(/row 2/);
  });

  it('refuses a row that never ends instead of holding the whole file', () => {
    const reader = csvReader();
    reader.push('a,b\n"');
    expect(() => {
      for (let i = 0; i < 20; i++) reader.push('x'.repeat(MAX_RECORD_CHARS / 16));
    }).toThrow(/Row 2 is longer than/);
  });

  it('refuses a NUL character, bytes that are not UTF-8 (even split between chunks), a row of more than MAX_COLUMNS cells and a whole row too long', () => {
    const bytes = (...parts: (string | number[])[]) => {
      const reader = csvReader();
      const rows = parts.flatMap((p) => reader.push(Buffer.from(p as string)));
      return [...rows, ...reader.end()];
    };
    expect(() => bytes('a,b\nc,d\u0000\n')).toThrow(new CsvError(MESSAGES.csvNulCharacter));
    expect(() => bytes('a,b\nJos', [0xe9], '\n')).toThrow(new CsvError(MESSAGES.csvNotUtf8));
    expect(() => bytes('a,b\nJos', [0xc3])).toThrow(new CsvError(MESSAGES.csvNotUtf8));
    expect(bytes('a,b\nJos', [0xc3], [0xa9], '\n')).toEqual([['a', 'b'], ['Jos\u00e9']]);
    expect(bytes('a\n' + 'x,'.repeat(MAX_COLUMNS - 1) + 'x\n')[1]).toHaveLength(MAX_COLUMNS);
    expect(() => bytes('a\n' + 'x,'.repeat(MAX_COLUMNS) + 'x\n')).toThrow(new CsvError(`Row 2 has more than ${MAX_COLUMNS} columns.`));
    expect(() => bytes(`a,b\nc,${'x'.repeat(MAX_RECORD_CHARS + 1)}\nd,e\n`)).toThrow(/Row 2 is longer than/);
  });

  it('streams from a row on, a chunk of rows at a time', async () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `${i},"n ${i}"`).join('\n');
    const bytes = Buffer.from(text);
    const pieces = Readable.from(Array.from({ length: Math.ceil(bytes.length / 999) }, (_, i) => bytes.subarray(i * 999, (i + 1) * 999)));
    const rows: string[][] = [];
    for await (const chunk of csvChunks(pieces, { from: 9_998 })) rows.push(...chunk);
    expect(rows).toEqual([['9997', 'n 9997'], ['9998', 'n 9998'], ['9999', 'n 9999']]);
  });

  it('inspects an upload on its way through: first row and number of rows after it, bytes unchanged', async () => {
    const inspect = csvInspector();
    const out: Buffer[] = [];
    for await (const b of Readable.from([Buffer.from(sample.slice(0, 20)), Buffer.from(sample.slice(20))]).pipe(inspect.through)) out.push(b as Buffer);
    expect(Buffer.concat(out).toString()).toBe(sample);
    expect(inspect.result()).toEqual({ first: expected[0], rows: 3 });
  });
});
