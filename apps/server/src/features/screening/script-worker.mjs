// One worker thread of the script pool (script-pool.ts): it hosts a QuickJS interpreter and runs one customer script
// at a time, each in a fresh runtime. Plain JavaScript on purpose: it starts in plain Node, under tsx and in vitest
// without a TypeScript loader, and a replacement worker starts in milliseconds after one is killed.
//
// The pool sends { type: 'run', id, req, limits, runMs } and answers look-ups with { type: 'answer', n, value | error };
// the worker sends 'ready' once, then per run: 'log' lines as they come (so a killed run keeps them), 'lookup'
// requests, and one 'done' with the run's raw result ({ output, data } or { error }). 'broken' says the interpreter
// can no longer be trusted (an aborted WebAssembly module): the pool replaces the worker.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout, clearTimeout } from 'node:timers';
import { newQuickJSWASMModule, newVariant, RELEASE_SYNC, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

const WASM_PAGE_BYTES = 64 * 1024;
/**
 * The interpreter's WebAssembly memory may grow to this and no further (Emscripten's default is 2 GB): with the
 * runtime's own 16 MB limit a script never needs it, and an allocation past it fails inside QuickJS as out of memory.
 */
const WASM_MAX_BYTES = 96 * 1024 * 1024;
const WASM_INITIAL_BYTES = 16 * 1024 * 1024;

// Below the main thread's priority (on Linux a thread's own): when the cores are busy, the event loop that answers
// every request goes first and customer scripts take what is left.
try {
  os.setPriority(workerData?.niceness ?? 0);
} catch {
  // Not permitted here: the worker runs at the process's priority.
}

const variant = newVariant(RELEASE_SYNC, {
  wasmMemory: new globalThis.WebAssembly.Memory({ initial: WASM_INITIAL_BYTES / WASM_PAGE_BYTES, maximum: WASM_MAX_BYTES / WASM_PAGE_BYTES }),
  // Silent: an abort message on stderr is a handled event here (the worker is replaced), not news.
  emscriptenModule: { printErr: () => undefined },
});

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

const port = parentPort;
/** Look-ups waiting for the main thread's answer, by number. */
const pending = new Map();
let lookupNumber = 0;
let quickJs = null;
let broken = false;

port.on('message', (msg) => {
  if (msg.type === 'run') void run(msg);
  else if (msg.type === 'answer') {
    const waiting = pending.get(msg.n);
    if (!waiting) return;
    pending.delete(msg.n);
    if (msg.error !== undefined) waiting.reject(new Error(msg.error));
    else waiting.resolve(msg.value);
  }
});
quickJs = await newQuickJSWASMModule(variant);
warmUp();
port.postMessage({ type: 'ready' });

/** One throw-away run before the first script, so that its time limit is not spent on the interpreter's first steps. */
function warmUp() {
  const vm = quickJs.newContext();
  try {
    const input = vm.newString(JSON.stringify({ interaction: {}, data: {} }));
    vm.setProp(vm.global, '__input', input);
    input.dispose();
    vm.setProp(vm.global, '__host_log', vm.undefined);
    vm.setProp(vm.global, '__host_record', vm.undefined);
    const r = vm.evalCode(`${PRELUDE}\nJSON.stringify({ output: [1, 2, 3].map((n) => n * 2), data: __data });`);
    (r.error ?? r.value).dispose();
  } finally {
    vm.dispose();
  }
}

/** Runs one script and posts its raw result; never throws. */
async function run({ id, req, limits, runMs }) {
  const done = (result) => port.postMessage({ type: 'done', id, result });
  if (broken) return done({ error: 'failed: the sandbox is being replaced' });
  const runtime = quickJs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  const deadline = Date.now() + runMs;
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  let lookups = 0;
  let logLines = 0;
  /** This run's look-ups still waiting for an answer. */
  const mine = new Set();
  let timer;
  /** Settles with the script; a run stopped before (while it awaited a look-up) releases its result there. */
  let running = null;
  let stopped = false;
  try {
    defineHost(vm, {
      log: (level, message) => {
        if (logLines++ < limits.logLines) port.postMessage({ type: 'log', id, level, message: message.slice(0, limits.logLineChars) });
      },
      record: (set, key) => {
        if (++lookups > limits.recordLookups) return Promise.reject(new Error(`more than ${limits.recordLookups} record look-ups`));
        const n = ++lookupNumber;
        mine.add(n);
        port.postMessage({ type: 'lookup', id, n, set, key });
        return new Promise((resolve, reject) => pending.set(n, { resolve, reject })).finally(() => mine.delete(n));
      },
      runtime: () => runtime.alive && runtime.executePendingJobs(),
    });
    const input = vm.newString(JSON.stringify({ interaction: req.interaction, data: req.data }));
    vm.setProp(vm.global, '__input', input);
    input.dispose();
    const body = `${PRELUDE}\n(async () => {\n${req.code}\n})().then(() => JSON.stringify({ output: __output, data: __data }));`;
    const evaluated = vm.evalCode(body, 'script.js');
    if (evaluated.error) return done({ error: describe(vm, evaluated.error, limits, deadline, runtime) });
    const settled = vm.resolvePromise(evaluated.value);
    evaluated.value.dispose();
    running = settled.then((r) => stopped && (r.error ?? r.value).dispose());
    runtime.executePendingJobs();
    const outcome = await Promise.race([
      settled,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new ScriptStopped(`stopped after ${limits.timeMs} ms`)), Math.max(0, deadline - Date.now()));
      }),
    ]);
    if (outcome.error) return done({ error: describe(vm, outcome.error, limits, deadline, runtime) });
    const result = JSON.parse(vm.getString(outcome.value));
    outcome.value.dispose();
    return done({ output: result.output, data: result.data, error: null });
  } catch (err) {
    stopped = err instanceof ScriptStopped;
    if (err instanceof globalThis.WebAssembly.RuntimeError) {
      // The interpreter's capped WebAssembly memory ran out (a trap): it cannot be trusted any more.
      done({ error: 'stopped: out of memory' });
      broken = true;
      port.postMessage({ type: 'broken' });
      return;
    }
    return done({ error: stopped ? err.message : `failed: ${err.message}` });
  } finally {
    clearTimeout(timer);
    const free = () => {
      try {
        vm.dispose();
        runtime.dispose();
      } catch {
        // Freeing an interpreter that still holds handles aborts the WebAssembly module: this worker is done.
        broken = true;
        port.postMessage({ type: 'broken' });
      }
    };
    if (stopped && running) {
      // A run stopped while it awaited look-ups: they fail now (their answers, when they come, are dropped), the
      // script is interrupted at once (its deadline has passed), and its interpreter is freed before the next run.
      for (const n of mine) {
        pending.get(n)?.reject(new ScriptStopped('stopped'));
        pending.delete(n);
      }
      void running.then(free, free);
    } else free();
  }
}

/** The host functions: log lines, and record look-ups answered as promises inside the interpreter. */
function defineHost(vm, host) {
  const log = vm.newFunction('__host_log', (level, message) => {
    host.log(vm.getString(level) === 'error' ? 'error' : 'info', vm.getString(message));
  });
  vm.setProp(vm.global, '__host_log', log);
  log.dispose();
  const record = vm.newFunction('__host_record', (set, key) => {
    const deferred = vm.newPromise();
    host.record(vm.getString(set), vm.getString(key)).then(
      (found) => settle(deferred.resolve, found === null ? vm.null : vm.newString(found)),
      (err) => settle(deferred.reject, vm.newError(err.message)),
    );
    // Jobs waiting on the promise run once it settles.
    void deferred.settled.then(host.runtime, () => undefined);
    return deferred.handle;
  });
  vm.setProp(vm.global, '__host_record', record);
  record.dispose();

  function settle(fn, handle) {
    if (!vm.alive) return;
    fn(handle);
    if (handle.alive && handle !== vm.null) handle.dispose();
  }
}

/**
 * A readable reason from what the interpreter threw (an Error's name and message, or the value); releases the handle.
 * Whatever a script throws at its memory limit, or once its deadline has passed, is the limit's doing (inside a native
 * function, such as a promise's `then`, QuickJS can surface it as another error, "TypeError: not a function").
 */
function describe(vm, handle, limits, deadline, runtime) {
  const thrown = vm.dump(handle);
  handle.dispose();
  const e = thrown && typeof thrown === 'object' && 'message' in thrown ? thrown : null;
  if (e?.name === 'InternalError' && /out of memory/.test(e.message ?? '')) return 'stopped: out of memory';
  if ((e?.name === 'RangeError' || e?.name === 'InternalError') && /stack/i.test(e.message ?? '')) return 'stopped: too much recursion';
  // Out of memory, QuickJS may throw null, or whatever a native function made of a failed allocation.
  if (outOfMemory(runtime, limits)) return 'stopped: out of memory';
  if ((e?.name === 'InternalError' && e.message === 'interrupted') || Date.now() >= deadline) return `stopped after ${limits.timeMs} ms`;
  return e ? `${e.name ?? 'Error'}: ${e.message ?? ''}` : String(thrown);
}

/** Whether the runtime's allocations have reached its memory limit (within 5 %). */
function outOfMemory(runtime, limits) {
  const allocated = /memory allocated\s+\d+\s+(\d+)/.exec(runtime.dumpMemoryUsage());
  return allocated !== null && Number(allocated[1]) >= limits.memoryBytes * 0.95;
}
