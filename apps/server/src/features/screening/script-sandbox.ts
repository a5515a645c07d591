import {
  newQuickJSWASMModule,
  newVariant,
  RELEASE_SYNC,
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';
import type { ScopeValue, ScriptRequest, ScriptRun } from '@trueline/workflow';

/**
 * Customer JavaScript of Script nodes, run in QuickJS compiled to WebAssembly: a fresh interpreter per run, with no
 * access to the host, the network, the file system or other runs — only the API below. A run is stopped when it
 * outlives its time limit (a loop, or waiting on look-ups) or its memory limit, and reports why.
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
 * The interpreter's WebAssembly module, shared by runs (each gets its own runtime in it). QuickJS cannot always free a
 * runtime that ran out of memory: its module is then aborted and unusable, so it is retired and the next run loads a
 * fresh one (the retired module's memory goes with it).
 */
let module: Promise<QuickJSWASMModule> | null = null;
/** The release build, silent: its abort message on stderr is a handled event here (the module is retired), not news. */
const SILENT_RELEASE = newVariant(RELEASE_SYNC, { emscriptenModule: { printErr: () => undefined } as object });
const quickJs = () => (module ??= newQuickJSWASMModule(SILENT_RELEASE));
function retire(broken: Promise<QuickJSWASMModule>) {
  if (module === broken) module = null;
}

const PRELUDE = `
const __in = JSON.parse(__input);
const interaction = Object.freeze(__in.interaction);
const __data = __in.data;
let __output = null;
const log = Object.freeze({ info: (m) => __host_log('info', String(m)), error: (m) => __host_log('error', String(m)) });
const data = Object.freeze({
  get: (k) => (Object.prototype.hasOwnProperty.call(__data, String(k)) ? __data[String(k)] : null),
  set: (k, v) => { __data[String(k)] = v === null || v === undefined ? '' : String(v); },
});
const getRecordSet = async (set, key) => { const r = await __host_record(String(set), String(key)); return r === null ? null : JSON.parse(r); };
const goTo = (o) => { __output = o; };
const parseTimestamp = (s) => { const t = Date.parse(String(s)); return Number.isNaN(t) ? null : t; };
`;

class ScriptStopped extends Error {}

/** Runs one script; never throws: a failure is the run's `error`. */
export async function runScript(req: ScriptRequest, lookup: RecordLookup, limits = SCRIPT_LIMITS): Promise<ScriptRun> {
  const logs: ScriptRun['logs'] = [];
  const loaded = quickJs();
  const QuickJS = await loaded;
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  const deadline = Date.now() + limits.timeMs;
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  let lookups = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Settles with the script; a run stopped before (while it awaited a look-up) releases its result there. */
  let running: Promise<unknown> | null = null;
  let stopped = false;
  try {
    defineHost(vm, {
      log: (level, message) => {
        if (logs.length < limits.logLines) logs.push({ level, message: message.slice(0, limits.logLineChars) });
      },
      record: async (set, key) => {
        if (++lookups > limits.recordLookups) throw new Error(`more than ${limits.recordLookups} record look-ups`);
        const found = await lookup(set, key);
        return found === null ? null : JSON.stringify(found);
      },
      runtime: () => runtime.alive && runtime.executePendingJobs(),
    });
    const input = vm.newString(JSON.stringify({ interaction: req.interaction, data: req.data }));
    vm.setProp(vm.global, '__input', input);
    input.dispose();
    const body = `${PRELUDE}\n(async () => {\n${req.code}\n})().then(() => JSON.stringify({ output: __output, data: __data }));`;
    const evaluated = vm.evalCode(body, 'script.js');
    if (evaluated.error) return { output: null, data: req.data, logs, error: describe(vm, evaluated.error) };
    const settled = vm.resolvePromise(evaluated.value);
    evaluated.value.dispose();
    running = settled.then((r) => stopped && (r.error ?? r.value).dispose());
    runtime.executePendingJobs();
    const outcome = await Promise.race([
      settled,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ScriptStopped(`stopped after ${limits.timeMs} ms`)), Math.max(0, deadline - Date.now()));
      }),
    ]);
    if (outcome.error) return { output: null, data: req.data, logs, error: describe(vm, outcome.error) };
    const result = JSON.parse(vm.getString(outcome.value)) as { output: unknown; data: Record<string, unknown> };
    outcome.value.dispose();
    return { output: outputOf(result.output, req.outputs), data: cleanData(result.data, limits.dataValueChars), logs, error: null };
  } catch (err) {
    stopped = err instanceof ScriptStopped;
    return { output: null, data: req.data, logs, error: err instanceof ScriptStopped ? err.message : `failed: ${(err as Error).message}` };
  } finally {
    clearTimeout(timer);
    // Freeing an interpreter that still holds handles would abort the WebAssembly module, so a run stopped while it
    // awaited a look-up is freed once the look-up answers (its deadline has passed: the script is interrupted at once).
    const free = () => {
      try {
        vm.dispose();
        runtime.dispose();
      } catch {
        retire(loaded);
      }
    };
    if (stopped && running) void running.then(free, free);
    else free();
  }
}

/** The host functions: log lines, and record look-ups answered as promises inside the interpreter. */
function defineHost(vm: QuickJSContext, host: {
  log: (level: 'info' | 'error', message: string) => void;
  record: (set: string, key: string) => Promise<string | null>;
  runtime: () => void;
}) {
  const log = vm.newFunction('__host_log', (level, message) => {
    host.log(vm.getString(level) === 'error' ? 'error' : 'info', vm.getString(message));
  });
  vm.setProp(vm.global, '__host_log', log);
  log.dispose();
  const record = vm.newFunction('__host_record', (set, key) => {
    const deferred = vm.newPromise();
    host.record(vm.getString(set), vm.getString(key)).then(
      (found) => settle(deferred.resolve, found === null ? vm.null : vm.newString(found)),
      (err: Error) => settle(deferred.reject, vm.newError(err.message)),
    );
    // Jobs waiting on the promise run once it settles.
    void deferred.settled.then(host.runtime, () => undefined);
    return deferred.handle;
  });
  vm.setProp(vm.global, '__host_record', record);
  record.dispose();

  function settle(fn: (h: QuickJSHandle) => void, handle: QuickJSHandle) {
    if (!vm.alive) return;
    fn(handle);
    if (handle.alive && handle !== vm.null) handle.dispose();
  }
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

/** A readable reason from what the interpreter threw (an Error's name and message, or the value); releases the handle. */
function describe(vm: QuickJSContext, handle: QuickJSHandle): string {
  const thrown: unknown = vm.dump(handle);
  handle.dispose();
  if (thrown && typeof thrown === 'object' && 'message' in thrown) {
    const e = thrown as { name?: string; message?: string };
    if (e.name === 'InternalError' && e.message === 'interrupted') return `stopped after ${SCRIPT_LIMITS.timeMs} ms`;
    if (e.name === 'InternalError' && /out of memory/.test(e.message ?? '')) return 'stopped: out of memory';
    if (e.name === 'RangeError' && /stack/i.test(e.message ?? '')) return 'stopped: too much recursion';
    return `${e.name ?? 'Error'}: ${e.message ?? ''}`;
  }
  return String(thrown);
}
