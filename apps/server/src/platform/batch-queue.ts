/**
 * Group commit for work items: one batch in flight per instance; items pushed while it runs form the next one (at
 * most `max`). Items of one key (`keyOf`, say a lead's number) are applied in order: a second item of a key waits for
 * the next batch. `push` settles with its item's outcome: `handle` answers each item's, and a batch that throws (its
 * transaction rolled back) is tried again one item at a time, so only the item at fault fails.
 */
export function batchQueue<T, R = void>(handle: (items: T[]) => Promise<PromiseSettledResult<R>[]>, opts: { max: number; keyOf?: (item: T) => unknown }) {
  interface Entry { item: T; resolve: (value: R) => void; reject: (err: unknown) => void }
  let pending: Entry[] = [];
  let running = false;

  function take(): Entry[] {
    if (!opts.keyOf && pending.length <= opts.max) return pending.splice(0);
    const batch: Entry[] = [];
    const rest: Entry[] = [];
    const keys = new Set<unknown>();
    for (const e of pending) {
      const key = opts.keyOf ? opts.keyOf(e.item) : e;
      if (batch.length < opts.max && !keys.has(key)) batch.push(e);
      else rest.push(e);
      keys.add(key);
    }
    pending = rest;
    return batch;
  }

  async function run(batch: Entry[]): Promise<void> {
    let outcomes: PromiseSettledResult<R>[];
    try {
      outcomes = await handle(batch.map((e) => e.item));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const e of batch) await run([e]);
      return;
    }
    batch.forEach((e, i) => {
      const o = outcomes[i];
      if (o?.status === 'fulfilled') e.resolve(o.value);
      else e.reject(o ? o.reason : new Error('the batch answered no outcome for this item'));
    });
  }

  async function drain() {
    try {
      while (pending.length) await run(take());
    } finally {
      running = false;
    }
  }

  return {
    push(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (running) return;
        running = true;
        // Started after the current tick: items pushed together go together.
        queueMicrotask(() => void drain());
      });
    },
  };
}
