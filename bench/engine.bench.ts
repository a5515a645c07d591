// The Aegis engine in process, without I/O: the realistic 12-node screening workflow (bench/screening-workflow.ts) walked
// for callees across area codes and time zones, with the record set and velocity answered from memory and the sandbox
// DNC providers answering at once. Prints evaluations per second, and the ratio to the limit measured in the same run:
// the engine walking the smallest workflow there is (Start → Accept) for the same callees.
import { graphProblems, newInteraction, runWorkflow, type EngineContext, type Interaction } from '@trueline/workflow';
import type { WorkflowGraph } from '@trueline/contract';
import { fakeContext } from '../packages/workflow/src/testing/fake-context';
import { sandboxDnc } from '../apps/server/src/providers/dnc/sandbox-dnc';
import { sandboxNumbers } from '../apps/server/src/providers/numbers/sandbox-numbers';
import { screeningGeo } from '../apps/server/src/features/screening/geo';
import { benchPhone, screeningGraph } from './screening-workflow';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ALL_FEATURES = { recordSet: true, doNotCall: true, stateDoNotCall: true, stateDialing: true, timeOfDay: true, velocity: true, decision: true };

function context(): EngineContext {
  const dnc = sandboxDnc({ latencyScale: 0 });
  const geo = screeningGeo(sandboxNumbers({ db: null as never, latencyScale: 0 }));
  const internal = new Set(Array.from({ length: 1000 }, (_, i) => benchPhone(i * 97)));
  const san = { ftcSan: 'SAN-BENCH', fullCoverage: true, areaCodes: [] };
  const now = new Date('2026-03-04T17:30:00Z');
  return fakeContext({
    workspace: { id: 'ws', orgId: 'org', features: ALL_FEATURES },
    now: () => now,
    geo,
    recordSets: {
      definition: async (id) => ({ id, name: 'Internal DNC', strictPhoneKey: true, attributes: [{ name: 'phone', type: 'S' }] }),
      get: async (_id, key) => (internal.has(key) ? { key, attributes: { phone: key } } : null),
    },
    velocity: { count: async (q) => q.value.charCodeAt(9) % 5 },
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

/** Walks the graph for distinct callees for `seconds`; answers evaluations per second and the results' tally. */
async function measure(graph: WorkflowGraph, ctx: EngineContext, seconds: number) {
  const geo = ctx.geo;
  const tally: Record<string, number> = {};
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    for (let k = 0; k < 200; k++, n++) {
      const to = benchPhone(n);
      const place = geo.areaCode(to);
      const ix: Interaction = newInteraction({
        id: `ix-${n}`, timestamp: ctx.now(), workflowId: 'wf', isTest: false, channelType: 'Voice', to, from: '2125550100',
        data: { leadSource: n % 3 === 0 ? 'web' : 'partner' }, city: place?.city, state: place?.state, timezone: place?.timezone,
      });
      await runWorkflow({ id: 'wf', graph }, ix, ctx);
      tally[ix.reason ?? '?'] = (tally[ix.reason ?? '?'] ?? 0) + 1;
    }
  }
  return { rate: n / ((performance.now() - started) / 1000), tally };
}

export async function run() {
  const graph = screeningGraph({ internalDncSetId: 'set-internal', ftcSanId: 'san' });
  const problems = graphProblems(graph, 'RealTime', ALL_FEATURES, { configs: true });
  if (problems.length > 0) throw new Error(`the bench workflow is not valid: ${JSON.stringify(problems)}`);
  const trivial: WorkflowGraph = { nodes: [graph.nodes[0]!, graph.nodes.find((n) => n.type === 'Accept')!], edges: [{ id: 'e', source: 'start', sourceHandle: 'next', target: 'acceptWeb' }] };
  const ctx = context();
  await measure(graph, ctx, 1); // warm up the code and the caches
  const limit = await measure(trivial, ctx, SECONDS);
  const real = await measure(graph, ctx, SECONDS);
  console.log(`engine walking Start → Accept (the limit): ${limit.rate.toFixed(0)} evaluations/s`);
  console.log(`engine walking the 12-node screening workflow: ${real.rate.toFixed(0)} evaluations/s; outcomes ${JSON.stringify(real.tally)}`);
  console.log(`ratio to limit: ${(real.rate / limit.rate).toFixed(3)}`);
}
