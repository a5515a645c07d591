import type { ScopeValue, ScriptRequest, ScriptRun } from '@trueline/workflow';
import { scriptPool } from './script-pool';

/**
 * Customer JavaScript of Script nodes, run in QuickJS compiled to WebAssembly, off the main thread (script-pool.ts): a
 * fresh interpreter per run, with no access to the host, the network, the file system or other runs — only the API
 * below. A run is stopped when it outlives its time limit (a loop, or waiting on look-ups) or its memory limit, and
 * reports why; a worker that cannot stop its script in time is killed and replaced.
 *
 * The script's API: `interaction` (id, timestamp, channelType, to, from, city, state, zip, timezone), `log.info(…)`,
 * `log.error(…)`, `data.get(key)` / `data.set(key, value)` (the interaction's data), `await getRecordSet(nameOrId, key)`
 * (a record's attributes, or null), `goTo(outputNumberOrLabel)`, and `parseTimestamp(text)` (epoch milliseconds, or
 * null). The code runs as the body of an async function, so `await` and `return` work at its top level.
 */
export const SCRIPT_LIMITS = {
  /** Wall time of a whole run, look-ups included. */
  timeMs: 250,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 512 * 1024,
  logLines: 100,
  logLineChars: 1000,
  recordLookups: 25,
  dataValueChars: 10_000,
} as const;

export type RecordLookup = (recordSetNameOrId: string, key: string) => Promise<Record<string, ScopeValue> | null>;

/**
 * Runs one script in the pool's worker threads (script-pool.ts: pool size, queue bound, and what a saturated pool
 * does); never throws: a failure is the run's `error`. `budgetMs` is what the caller's call has left: the run waits
 * for a worker and runs within it, and its own limit is cut to it.
 */
export async function runScript(req: ScriptRequest, lookup: RecordLookup, limits = SCRIPT_LIMITS, opts: { budgetMs?: number } = {}): Promise<ScriptRun> {
  const { result, logs } = await scriptPool().run({
    req, limits, budgetMs: opts.budgetMs,
    lookup: async (set, key) => {
      const found = await lookup(set, key);
      return found === null ? null : JSON.stringify(found);
    },
  });
  if (result.error !== null) return { output: null, data: req.data, logs, error: result.error };
  return { output: outputOf(result.output, req.outputs), data: cleanData(result.data, limits.dataValueChars), logs, error: null };
}

/** The output a script chose: a number counts from 1, a text names an output's label (or id). */
function outputOf(choice: unknown, outputs: ScriptRequest['outputs']): string | null {
  if (typeof choice === 'number' && Number.isInteger(choice)) return outputs[choice - 1]?.id ?? null;
  if (typeof choice === 'string') {
    const byNumber = /^\d+$/.test(choice) ? outputs[Number(choice) - 1] : undefined;
    return (byNumber ?? outputs.find((o) => o.label === choice || o.id === choice))?.id ?? null;
  }
  return null;
}

function cleanData(data: Record<string, unknown>, maxChars: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data ?? {})) out[k] = String(v ?? '').slice(0, maxChars);
  return out;
}
