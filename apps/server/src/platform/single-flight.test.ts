import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares a call in flight between concurrent callers of a key, and calls again once it settled', async () => {
    const calls: string[] = [];
    let value = 1;
    const read = singleFlight(async (key: string) => { calls.push(key); await new Promise((r) => setTimeout(r, 5)); return `${key}${value}`; });
    expect(await Promise.all([read('a'), read('a'), read('b')])).toEqual(['a1', 'a1', 'b1']);
    expect(calls).toEqual(['a', 'b']);
    value = 2;
    expect(await read('a')).toBe('a2');
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('lets a failure reach every caller of that flight, and the next call try again', async () => {
    let fail = true;
    const read = singleFlight(async () => { if (fail) throw new Error('down'); return 'up'; });
    const both = [read('k'), read('k')];
    await expect(both[0]).rejects.toThrow('down');
    await expect(both[1]).rejects.toThrow('down');
    fail = false;
    expect(await read('k')).toBe('up');
  });
});
