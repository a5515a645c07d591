/**
 * Group commit for work items (the carrier's replies): one batch in flight per instance; items pushed while it runs
 * form the next one (at most `max`). Items of one key (a lead's number) are applied in order: a second item of a key
 * waits for the next batch. `push` settles when its item is handled: `handle` answers each item's outcome, and a batch
 * that throws (its transaction rolled back) is tried again one item at a time, so only the item at fault fails.
 */
export function batchQueue<T>(handle: (items: T[]) => Promise<PromiseSettledResult<unknown>[]>, opts: { max: number; keyOf: (item: T) => string }) {
  interface Entry { item: T; resolve: () => void; reject: (err: unknown) => void }
  let pending: Entry[] = [];
  let running = false;

  function take(): Entry[] {
    const batch: Entry[] = [];
    const rest: Entry[] = [];
    const keys = new Set<string>();
    for (const e of pending) {
      const key = opts.keyOf(e.item);
      if (batch.length < opts.max && !keys.has(key)) batch.push(e);
      else rest.push(e);
      keys.add(key);
    }
    pending = rest;
    return batch;
  }

  async function run(batch: Entry[]): Promise<void> {
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      outcomes = await handle(batch.map((e) => e.item));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const e of batch) await run([e]);
      return;
    }
    batch.forEach((e, i) => {
      const o = outcomes[i];
      if (o?.status === 'rejected') e.reject(o.reason);
      else e.resolve();
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
    push(item: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (running) return;
        running = true;
        // Started after the current tick: items pushed together go together.
        queueMicrotask(() => void drain());
      });
    },
  };
}
