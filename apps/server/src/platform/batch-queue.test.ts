import { describe, expect, it } from 'vitest';
import { batchQueue } from './batch-queue';

describe('batchQueue', () => {
  it('gathers the items pushed while a batch runs into the next one, a key’s second item one batch later, at most `max`', async () => {
    const batches: string[][] = [];
    const q = batchQueue(async (items: string[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((i) => ({ status: 'fulfilled' as const, value: i.toUpperCase() }));
    }, { max: 3, keyOf: (i) => i[0] });
    const first = q.push('a1');
    await Promise.resolve();
    const rest = ['b1', 'b2', 'c1', 'a2', 'd1', 'e1'].map((i) => q.push(i));
    expect(await Promise.all([first, ...rest])).toEqual(['A1', 'B1', 'B2', 'C1', 'A2', 'D1', 'E1']);
    expect(batches).toEqual([['a1'], ['b1', 'c1', 'a2'], ['b2', 'd1', 'e1']]);
  });

  it('tries a batch that threw again one item at a time, so only the item at fault fails; an item’s own failure fails it alone', async () => {
    const sizes: number[] = [];
    const q = batchQueue(async (items: number[]) => {
      sizes.push(items.length);
      if (items.includes(2)) throw new Error('two');
      return items.map((i) => (i === 4 ? { status: 'rejected' as const, reason: new Error('four') } : { status: 'fulfilled' as const, value: i }));
    }, { max: 10 });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((i) => q.push(i)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([1, 'two', 3, 'four']);
    expect(sizes).toEqual([4, 1, 1, 1, 1]);
  });
});

describe('batchQueue with two batches at once', () => {
  it('runs a second batch beside the first, never with a key of the running one', async () => {
    const batches: string[][] = [];
    let running = 0;
    let most = 0;
    const q = batchQueue(async (items: string[]) => {
      batches.push(items);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return items.map(() => ({ status: 'fulfilled' as const, value: undefined }));
    }, { max: 10, keyOf: (i) => i[0], concurrency: 2 });
    const first = q.push('a1');
    await Promise.resolve();
    await Promise.all([first, ...['a2', 'b1'].map((i) => q.push(i))]);
    expect(batches).toEqual([['a1'], ['b1'], ['a2']]);
    expect(most).toBe(2);
  });
});
