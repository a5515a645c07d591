/**
 * Group commit for work items: at most `concurrency` batches (1 unless said) in flight per instance; items pushed
 * while they run form the next one (at most `max`). Items of one key (`keyOf`, say a lead's number) are applied in
 * order: an item whose key is in a batch waiting or running goes in a later batch. `push` settles with its item's
 * outcome: `handle` answers each item's, and a batch that throws (its transaction rolled back) is tried again one
 * item at a time, so only the item at fault fails.
 */
export function batchQueue<T, R = void>(handle: (items: T[]) => Promise<PromiseSettledResult<R>[]>, opts: { max: number; keyOf?: (item: T) => unknown; concurrency?: number }) {
  interface Entry { item: T; resolve: (value: R) => void; reject: (err: unknown) => void }
  const keyOf = (e: Entry) => (opts.keyOf ? opts.keyOf(e.item) : e);
  let pending: Entry[] = [];
  let active = 0;
  let scheduled = false;
  /** The keys of the batches running. */
  const busy = new Set<unknown>();

  function take(): Entry[] {
    const batch: Entry[] = [];
    const rest: Entry[] = [];
    const keys = new Set<unknown>(busy);
    for (const e of pending) {
      const key = keyOf(e);
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

  function pump() {
    while (active < (opts.concurrency ?? 1) && pending.length) {
      const batch = take();
      if (!batch.length) return;
      const keys = batch.map(keyOf);
      for (const k of keys) busy.add(k);
      active++;
      void run(batch).finally(() => {
        active--;
        for (const k of keys) busy.delete(k);
        pump();
      });
    }
  }

  return {
    push(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (scheduled || active >= (opts.concurrency ?? 1)) return;
        scheduled = true;
        // Started after the current tick: items pushed together go together.
        queueMicrotask(() => {
          scheduled = false;
          pump();
        });
      });
    },
  };
}
