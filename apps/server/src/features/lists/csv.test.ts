import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../providers/sandbox';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { csvInspect, csvInspector, csvRecordBatches, csvRecords } from './csv';

/** The bytes in pieces of random sizes, as a file stream would deliver them (characters split across pieces too). */
function pieces(bytes: Buffer, rand: () => number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length;) {
    const n = 1 + Math.floor(rand() * (rand() < 0.5 ? 8 : 200));
    out.push(bytes.subarray(i, i + n));
    i += n;
  }
  return out;
}

async function withCsvParse(chunks: Buffer[], from: number): Promise<string[][] | 'error'> {
  const rows: string[][] = [];
  try {
    for await (const r of Readable.from(chunks).pipe(csvRecords({ from })) as AsyncIterable<string[]>) rows.push(r);
  } catch {
    return 'error';
  }
  return rows;
}

async function withBatches(chunks: Buffer[], from: number): Promise<string[][] | 'error'> {
  const rows: string[][] = [];
  try {
    for await (const batch of csvRecordBatches(Readable.from(chunks), { from })) rows.push(...batch);
  } catch {
    return 'error';
  }
  return rows;
}

/** Lead-file-like text: plain and quoted fields (with commas, doubled quotes and line breaks inside), blank lines. */
function leadFile(rand: () => number, eol: string): string {
  const words = ['Ann', 'O\'Neil', 'São Paulo', '€5', '😀', '', ' spaced ', 'a"b', '5125550100'];
  const lines: string[] = [];
  for (let r = 0, n = Math.floor(rand() * 12); r < n; r++) {
    const cells = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => {
      const w = words[Math.floor(rand() * words.length)]!;
      const roll = rand();
      if (roll < 0.3) return `"${w.replace(/"/g, '""')}${rand() < 0.2 ? `,${eol}x` : ''}"`;
      return w.replace(/"/g, roll < 0.9 ? '' : '"');
    });
    lines.push(cells.join(','));
    if (rand() < 0.1) lines.push('');
  }
  return lines.join(eol) + (rand() < 0.5 ? eol : '');
}

/** Any mix of the characters CSV cares about. */
function noise(rand: () => number): string {
  const alphabet = ['a', 'b', ',', '"', '""', '\n', '\r', '\r\n', ' ', 'é', '😀', '\uFEFF'];
  return Array.from({ length: Math.floor(rand() * 40) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
}

describe('csvRecordBatches', () => {
  it('reads exactly what csv-parse reads, from any record, however the bytes arrive', { timeout: 120_000 }, async () => {
    const rand = seeded('csv-batches');
    for (let k = 0; k < 3000; k++) {
      const kind = rand();
      const eol = ['\n', '\r\n', '\r'][Math.floor(rand() * 3)]!;
      const text = kind < 0.6 ? leadFile(rand, eol) : noise(rand);
      const bytes = Buffer.concat([rand() < 0.1 ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
      const chunks = pieces(bytes, rand);
      const from = 1 + Math.floor(rand() * 3);
      const expected = await withCsvParse(chunks, from);
      expect(await withBatches(chunks, from), JSON.stringify({ text, from })).toEqual(expected);
    }
  });

  it('lets the upload inspector count rows as csv-parse does, or hand the file to csv-parse (which gives the reason)', { timeout: 120_000 }, async () => {
    const rand = seeded('csv-inspector');
    const outcome = (p: Promise<unknown>) => p.then((r) => r, (err: { code?: string }) => `error ${err.code}`);
    for (let k = 0; k < 1500; k++) {
      const text = rand() < 0.6 ? leadFile(rand, ['\n', '\r\n', '\r'][Math.floor(rand() * 3)]!) : noise(rand);
      const chunks = pieces(Buffer.from(text, 'utf8'), rand);
      const expected = await outcome(csvInspect(Readable.from(chunks)));
      const inspect = csvInspector();
      const passed: Buffer[] = [];
      await pipeline(Readable.from(chunks), inspect.through, new Writable({
        write: (c: Buffer, _e, done) => {
          passed.push(c);
          done();
        },
      }));
      expect(Buffer.concat(passed).equals(Buffer.concat(chunks))).toBe(true);
      const fast = inspect.result();
      expect(fast ?? await outcome(csvInspect(Readable.from(chunks))), JSON.stringify(text)).toEqual(expected);
    }
  });

  it('reads a large lead file in batches, quoted cells and all', async () => {
    const lines = ['phone,name,notes', ...Array.from({ length: 20_000 }, (_, i) => `512555${String(i).padStart(4, '0')},Name ${i},"note, ""${i}"""`)];
    const chunks = pieces(Buffer.from(lines.join('\r\n')), seeded('csv-large'));
    const rows = await withBatches(chunks, 2);
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toEqual(['51255519999', 'Name 19999', 'note, "19999"']);
    expect(rows).toEqual(await withCsvParse(chunks, 2));
  });
});
