import type { Db } from '../../platform/db';
import { addRollups, type RollupRow } from './rollups';

export type { RollupRow };

/**
 * The dashboard's roll-ups written by one writer per instance: counts added while a write is under way go together
 * in the next one. Every reply and receipt of a campaign counts into the same few rows (its quarter hour): written one
 * by one, each waited for the row's lock and its commit, and concurrent replies queued behind each other. A caller's
 * promise settles when its counts are stored. The counts are written after the change they count (not in its
 * transaction): a crash in between loses those counts, never the messages.
 */
export function rollupWriter(db: Db) {
  let pending: RollupRow[] = [];
  let waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;

  async function drain() {
    while (pending.length) {
      const rows = pending;
      const settle = waiting;
      pending = [];
      waiting = [];
      try {
        await addRollups(db, rows);
        for (const w of settle) w.resolve();
      } catch (err) {
        for (const w of settle) w.reject(err);
      }
    }
    writing = null;
  }

  return {
    add(rows: RollupRow[]): Promise<void> {
      if (!rows.length) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        pending.push(...rows);
        waiting.push({ resolve, reject });
        writing ??= drain();
      });
    },
    /** Settles once the counts added so far are written (the app's close waits for it before the database closes). */
    settled: (): Promise<void> => writing ?? Promise.resolve(),
  };
}
export type RollupWriter = ReturnType<typeof rollupWriter>;
