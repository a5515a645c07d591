// The Aegis engine in process, without I/O: the realistic 12-node screening workflow (bench/screening-workflow.ts) walked
// for callees across area codes and time zones, with the record set and velocity answered from memory and the sandbox
// DNC providers answering at once. Prints evaluations per second (target ≥ 100,000/s), and its ratio to the limit
// measured in the same run — the engine walking the smallest workflow there is (Start → Accept) for the same callees
// (target ≥ 0.2) — and to a peer: the same twelve decisions written as rules for json-rules-engine, the library most
// Node projects would pick, over the same facts (the same DNC providers, record set, velocity and calling-hours
// rules); the peer must decide each of 2,000 callees as the workflow does. Each is measured three times, in turn:
// median and spread.
import { graphProblems, newInteraction, runWorkflow, type EngineContext, type Interaction } from '@trueline/workflow';
import type { WorkflowGraph } from '@trueline/contract';
import { fakeContext } from '../packages/workflow/src/testing/fake-context';
import { sandboxDnc } from '../apps/server/src/providers/dnc/sandbox-dnc';
import { sandboxNumbers } from '../apps/server/src/providers/numbers/sandbox-numbers';
import { screeningGeo } from '../apps/server/src/features/screening/geo';
import { checkCallingHours } from '../packages/workflow/src/calendar/calling-hours';
import { localMinute } from '../packages/workflow/src/calendar/local-time';
import { Engine, type TopLevelCondition } from 'json-rules-engine';
import { benchPhone, screeningGraph } from './screening-workflow';
import { machine, median, report, spread } from './report';

const RUNS = 3;
const TARGET_PER_SECOND = 100_000;
const TARGET_RATIO = 0.2;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ALL_FEATURES = { recordSet: true, doNotCall: true, stateDoNotCall: true, stateDialing: true, timeOfDay: true, velocity: true, decision: true };

const dnc = sandboxDnc({ latencyScale: 0 });
const internal = new Set(Array.from({ length: 1000 }, (_, i) => benchPhone(i * 97)));
const san = { ftcSan: 'SAN-BENCH', fullCoverage: true, areaCodes: [] };
const velocityCount = (value: string) => value.charCodeAt(9) % 5;

function context(): EngineContext {
  const geo = screeningGeo(sandboxNumbers({ db: null as never, latencyScale: 0 }));
  const now = new Date('2026-03-04T17:30:00Z');
  return fakeContext({
    workspace: { id: 'ws', orgId: 'org', features: ALL_FEATURES },
    now: () => now,
    geo,
    recordSets: {
      definition: async (id) => ({ id, name: 'Internal DNC', strictPhoneKey: true, attributes: [{ name: 'phone', type: 'S' }] }),
      get: async (_id, key) => (internal.has(key) ? { key, attributes: { phone: key } } : null),
    },
    velocity: { count: async (q) => velocityCount(q.value) },
    dnc: {
      async federal(phone) {
        const [r] = await dnc.federal([phone], san);
        return { blocked: Boolean(r?.blocked), reason: r?.blocked ? 'DNC' : null, sanCoverage: 'FULL' };
      },
      async state(phone, state) {
        const [r] = await dnc.state([{ number: phone, state }]);
        return { blocked: Boolean(r?.blocked), state: r?.state ?? null };
      },
    },
  });
}

/** A way to decide a call: the reason it ends with. */
type Decide = (to: string, leadSource: string) => Promise<string>;

/** The engine walking `graph` for a callee, as screening does. */
const walker = (graph: WorkflowGraph, ctx: EngineContext): Decide => async (to, leadSource) => {
  const place = ctx.geo.areaCode(to);
  const ix: Interaction = newInteraction({
    id: `ix-${to}`, timestamp: ctx.now(), workflowId: 'wf', isTest: false, channelType: 'Voice', to, from: '2125550100',
    data: { leadSource }, city: place?.city, state: place?.state, timezone: place?.timezone,
  });
  return (await runWorkflow({ id: 'wf', graph }, ix, ctx)).reason ?? '?';
};

/** The n-th bench callee: its number and its lead's source. */
const callee = (n: number) => [benchPhone(n), n % 3 === 0 ? 'web' : 'partner'] as const;

/** Decides for distinct callees for `seconds`; answers decisions per second and the outcomes' tally. */
async function measure(decide: Decide, seconds: number) {
  const tally: Record<string, number> = {};
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    for (let k = 0; k < 200; k++, n++) {
      const reason = await decide(...callee(n));
      tally[reason] = (tally[reason] ?? 0) + 1;
    }
  }
  return { rate: n / ((performance.now() - started) / 1000), tally };
}

/**
 * The peer: the workflow's decisions as json-rules-engine rules, highest priority first (do not call; calling hours,
 * business hours and velocity; the lead's source), over facts from the same providers. The first rule that holds
 * decides, as the walk stops at its first end.
 */
function rulesPeer(ctx: EngineContext) {
  const engine = new Engine([], { allowUndefinedFacts: true });
  const decide = (reason: string, priority: number, conditions: TopLevelCondition) =>
    engine.addRule({ priority, conditions, event: { type: reason }, onSuccess: () => void engine.stop() });
  decide('Do not call', 100, { any: [
    { fact: 'internalDnc', operator: 'equal', value: true },
    { fact: 'federalDnc', operator: 'equal', value: true },
    { fact: 'stateDnc', operator: 'equal', value: true },
  ] });
  decide('Outside calling hours', 50, { any: [
    { fact: 'callingHoursAllowed', operator: 'equal', value: false },
    { fact: 'businessHours', operator: 'equal', value: false },
    { fact: 'attempts', operator: 'greaterThanInclusive', value: 3 },
  ] });
  decide('Web lead', 10, { all: [{ fact: 'leadSource', operator: 'equal', value: 'web' }] });
  decide('Other lead', 1, { all: [{ fact: 'leadSource', operator: 'notEqual', value: 'web' }] });
  type Almanac = { factValue<T>(id: string): Promise<T> };
  const phone = (a: Almanac) => a.factValue<string>('to');
  engine.addFact('internalDnc', async (_p, a: Almanac) => internal.has(await phone(a)));
  engine.addFact('federalDnc', async (_p, a: Almanac) => Boolean((await dnc.federal([await phone(a)], san))[0]?.blocked));
  engine.addFact('stateDnc', async (_p, a: Almanac) => {
    const state = await a.factValue<string | null>('state');
    return Boolean(state && (await dnc.state([{ number: await phone(a), state }]))[0]?.blocked);
  });
  engine.addFact('callingHoursAllowed', async (_p, a: Almanac) => {
    const [zone, state] = await Promise.all([a.factValue<string>('zone'), a.factValue<string | null>('state')]);
    return checkCallingHours(ctx.now(), zone, state, { checkFederalHolidays: true, ignoredHolidays: [] }).allowed;
  });
  // Monday to Saturday all day, closed on Sunday (the workflow's Business hours).
  engine.addFact('businessHours', async (_p, a: Almanac) => localMinute(ctx.now(), await a.factValue<string>('zone')).weekday !== 7);
  engine.addFact('attempts', async (_p, a: Almanac) => velocityCount(await phone(a)));
  return async (to: string, leadSource: string) => {
    const place = ctx.geo.areaCode(to);
    const { events } = await engine.run({ to, leadSource, state: place?.state ?? null, zone: place?.timezone ?? 'UTC' });
    return events[0]?.type ?? '?';
  };
}

export async function run() {
  const graph = screeningGraph({ internalDncSetId: 'set-internal', ftcSanId: 'san' });
  const problems = graphProblems(graph, 'RealTime', ALL_FEATURES, { configs: true });
  if (problems.length > 0) throw new Error(`the bench workflow is not valid: ${JSON.stringify(problems)}`);
  const trivial: WorkflowGraph = { nodes: [graph.nodes[0]!, graph.nodes.find((n) => n.type === 'Accept')!], edges: [{ id: 'e', source: 'start', sourceHandle: 'next', target: 'acceptWeb' }] };
  const ctx = context();
  const peer = rulesPeer(ctx);
  const workflow = walker(graph, ctx);
  // The peer must decide as the workflow does, callee by callee.
  for (let n = 0; n < 2_000; n++) {
    const [ours, theirs] = [await workflow(...callee(n)), await peer(...callee(n))];
    if (ours !== theirs) throw new Error(`the peer decided otherwise for ${callee(n)[0]}: ours ${ours}, json-rules-engine ${theirs}`);
  }
  const before = machine();
  // Warm up the code and the caches, then three rounds, each measuring the three in turn.
  await measure(workflow, 1);
  await measure(peer, 1);
  const limits: number[] = [];
  const ours: number[] = [];
  const peers: number[] = [];
  let tally: Record<string, number> = {};
  let peerTally: Record<string, number> = {};
  for (let r = 0; r < RUNS; r++) {
    limits.push((await measure(walker(trivial, ctx), SECONDS)).rate);
    const real = await measure(workflow, SECONDS);
    ours.push(real.rate);
    tally = real.tally;
    const p = await measure(peer, SECONDS);
    peers.push(p.rate);
    peerTally = p.tally;
  }
  const ratios = ours.map((o, i) => o / limits[i]!);
  const peerRatios = ours.map((o, i) => o / peers[i]!);
  console.log(`machine before: ${before}; after: ${machine()}; ${RUNS} runs of ${SECONDS} s each`);
  console.log(`engine walking Start → Accept (the limit): ${spread(limits)} evaluations/s`);
  console.log(`engine walking the 12-node screening workflow: ${spread(ours)} evaluations/s (target ≥ ${TARGET_PER_SECOND.toLocaleString('en-US')}/s); outcomes ${JSON.stringify(tally)}`);
  console.log(`json-rules-engine, the same decisions as rules (the peer): ${spread(peers)} decisions/s (the same decision as the workflow for each of 2,000 callees checked); outcomes ${JSON.stringify(peerTally)}`);
  console.log(`ratio to limit: ${spread(ratios, 3)} (target ≥ ${TARGET_RATIO}); ratio to the peer: ${spread(peerRatios, 2)}`);
  report({ bench: 'engine', figure: '12-node workflow', value: Math.round(median(ours)), unit: 'evaluations/s', target: TARGET_PER_SECOND, higherIsBetter: true });
  report({ bench: 'engine', figure: 'ratio to Start → Accept', value: median(ratios), unit: '', target: TARGET_RATIO, higherIsBetter: true });
}
