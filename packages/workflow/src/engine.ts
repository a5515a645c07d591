import type { WorkflowGraph, WorkflowNode } from '@trueline/contract';
import type { EngineContext } from './context';
import { outputsOf, type NodeDefinition, type NodeOutcome } from './define-node';
import { logEvent, type Interaction } from './interaction';
import { nodeDefinition } from './registry';

/** A hop limit (node visits) and a time budget stop a runaway graph with Rejected and an ERROR event (domain.md). */
export const HOP_LIMIT = 200;
export const DEFAULT_BUDGET_MS = 5_000;
/**
 * A walk that has gone this long (milliseconds) without a break lets the event loop run (other requests, timers)
 * before its next node: nodes that answer at once (from caches, synchronously) would otherwise hold the loop for the
 * whole walk, as microtasks. By time rather than by node count, so that an ordinary walk (well under a millisecond)
 * never pays for it.
 */
export const YIELD_AFTER_MS = 2;

/** Hops between two reads of the walk's clock when no node waited. */
const CLOCK_EVERY_HOPS = 8;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export const ENGINE_REASONS = {
  noStart: 'The workflow has no Start node',
  hopLimit: `Stopped after ${HOP_LIMIT} steps (a loop in the workflow?)`,
  budget: 'Stopped: the workflow ran out of time',
  brokenNode: 'The workflow could not be run',
} as const;

export interface RunnableWorkflow {
  id: string;
  graph: WorkflowGraph;
}

export interface RunOptions {
  hopLimit?: number;
  budgetMs?: number;
  /** Milliseconds for the time budget (a monotonic clock). */
  clock?: () => number;
}

/** A graph indexed for walking: its Start node, and where each output of each node leads. */
interface IndexedGraph {
  workflowId: string;
  /** Where each node's outputs lead: node id → output → the next node. */
  next: Map<string, Map<string, WorkflowNode>>;
  start: WorkflowNode | null;
}

const indexes = new WeakMap<WorkflowGraph, IndexedGraph>();
/** Indexes a graph once (graphs are reused across calls by the runtime's cache). */
function indexed(workflow: RunnableWorkflow): IndexedGraph {
  let g = indexes.get(workflow.graph);
  if (!g) {
    const nodes = new Map(workflow.graph.nodes.map((n) => [n.id, n]));
    const next = new Map<string, Map<string, WorkflowNode>>();
    for (const e of workflow.graph.edges) {
      const target = nodes.get(e.target);
      if (!target) continue;
      if (!next.has(e.source)) next.set(e.source, new Map());
      next.get(e.source)!.set(e.sourceHandle, target);
    }
    g = { workflowId: workflow.id, next, start: workflow.graph.nodes.find((n) => n.type === 'Start') ?? null };
    indexes.set(workflow.graph, g);
  }
  return g;
}

class BudgetExceeded extends Error {}

/**
 * The walk's time budget as one timer, started by the first node that has to wait (a walk whose nodes all answer at
 * once starts none): `race` resolves with the node's outcome, or rejects with BudgetExceeded when the budget runs out
 * first. A class, not closures: one is made per call.
 */
class BudgetTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expired: Promise<never> | undefined;
  constructor(private readonly msLeft: () => number) {}

  race<T>(outcome: Promise<T>): Promise<T> {
    this.expired ??= new Promise<never>((_, reject) => {
      this.timer = setTimeout(() => reject(new BudgetExceeded()), Math.max(0, this.msLeft()));
    });
    return Promise.race([outcome, this.expired]);
  }

  clear() {
    clearTimeout(this.timer);
  }
}

const end = (ix: Interaction, result: 'Accepted' | 'Rejected', reason: string, sipResponseCode?: number) => {
  ix.result = result;
  ix.reason = reason;
  ix.sipResponseCode = sipResponseCode ?? null;
  return ix;
};

/**
 * Walks a workflow for one interaction, from its Start node: each node evaluates, logs its events, writes its scope
 * and picks an output; Accept and Reject end the walk. A Workflow handoff continues in another published workflow and
 * a Return there comes back. A node that fails logs ERROR and follows its fallback output; an output with no
 * connection ends the walk with Accepted (and a WARNING), or returns to the calling workflow after a handoff. Every
 * walk ends with a result: the interaction is answered whatever the graph or the services do.
 */
export async function runWorkflow(workflow: RunnableWorkflow, ix: Interaction, ctx: EngineContext, opts: RunOptions = {}): Promise<Interaction> {
  const budgetMs = opts.budgetMs ?? DEFAULT_BUDGET_MS;
  const clock = opts.clock ?? (() => performance.now());
  const started = clock();
  const budget = new BudgetTimer(() => budgetMs - (clock() - started));
  try {
    return await walk(workflow, ix, ctx, { hopLimit: opts.hopLimit ?? HOP_LIMIT, budgetMs, clock, started, budget });
  } finally {
    budget.clear();
  }
}

async function walk(
  workflow: RunnableWorkflow, ix: Interaction, ctx: EngineContext,
  { hopLimit, budgetMs, clock, started, budget }: { hopLimit: number; budgetMs: number; clock: () => number; started: number; budget: BudgetTimer },
): Promise<Interaction> {
  /** The handoff nodes waiting for a Return, innermost last. */
  const callers: { graph: IndexedGraph; node: WorkflowNode }[] = [];
  let graph = indexed(workflow);
  let node = graph.start;
  if (!node) {
    logEvent(ix, 'ERROR', ENGINE_REASONS.noStart, ctx.now());
    return end(ix, 'Rejected', ENGINE_REASONS.noStart);
  }

  let lastBreak = started;
  let now = started;
  // Whether the walk waited since it last read the clock: reading it costs more than a node that answers at once, so
  // it is read after a wait and every few hops (a stretch of such nodes is bounded by the hop limit anyway).
  let waited = false;
  for (let hops = 1; ; hops++) {
    if (hops > hopLimit) {
      logEvent(ix, 'ERROR', ENGINE_REASONS.hopLimit, ctx.now());
      return end(ix, 'Rejected', ENGINE_REASONS.hopLimit);
    }
    if (waited || hops % CLOCK_EVERY_HOPS === 0) {
      now = clock();
      waited = false;
    }
    if (now - lastBreak >= YIELD_AFTER_MS) {
      await yieldToEventLoop();
      lastBreak = now = clock();
    }
    const remaining = budgetMs - (now - started);
    if (remaining <= 0) {
      logEvent(ix, 'ERROR', ENGINE_REASONS.budget, ctx.now());
      return end(ix, 'Rejected', ENGINE_REASONS.budget);
    }

    const def = nodeDefinition(node.type);
    let outcome: NodeOutcome | null;
    try {
      const evaluated: ReturnType<typeof evaluate> = def ? evaluate(def, node, ix, ctx, remaining) : null;
      // Nodes that answer at once are followed without a promise; the others race the walk's budget.
      waited = evaluated instanceof Promise;
      outcome = evaluated instanceof Promise ? await budget.race(evaluated) : evaluated;
    } catch (err) {
      if (err instanceof BudgetExceeded) {
        logEvent(ix, 'ERROR', `${labelOf(node)}: ${ENGINE_REASONS.budget}`, ctx.now(), node.id);
        return end(ix, 'Rejected', ENGINE_REASONS.budget);
      }
      outcome = null;
      logEvent(ix, 'ERROR', `${labelOf(node)}: ${(err as Error).message || 'failed'}`, ctx.now(), node.id);
    }
    if (!outcome) {
      // The node failed (or its type is unknown): its fallback output, else the walk cannot go on.
      if (!def?.fallback) return end(ix, 'Rejected', ENGINE_REASONS.brokenNode);
      outcome = { kind: 'output', output: def.fallback };
    }

    if (outcome.kind === 'end') return end(ix, outcome.result === 'Accepted' ? 'Accepted' : 'Rejected', outcome.reason, outcome.sipResponseCode);

    if (outcome.kind === 'transfer') {
      let target: RunnableWorkflow & { name: string } | null;
      try {
        waited = true;
        target = await budget.race(ctx.workflows.published(outcome.workflowId));
      } catch (err) {
        if (err instanceof BudgetExceeded) {
          logEvent(ix, 'ERROR', `${labelOf(node)}: ${ENGINE_REASONS.budget}`, ctx.now(), node.id);
          return end(ix, 'Rejected', ENGINE_REASONS.budget);
        }
        target = null;
      }
      if (target && indexed(target).start) {
        logEvent(ix, 'INFO', `${labelOf(node)}: handed off to ${target.name}`, ctx.now(), node.id);
        callers.push({ graph, node });
        graph = indexed(target);
        node = graph.start!;
        continue;
      }
      logEvent(ix, 'ERROR', `${labelOf(node)}: the workflow to hand off to is missing or not published`, ctx.now(), node.id);
      outcome = { kind: 'output', output: def?.fallback ?? 'next' };
    }

    if (outcome.kind === 'return') {
      const caller = callers.pop();
      if (!caller) {
        logEvent(ix, 'INFO', `${labelOf(node)}: nothing to return to, the call is accepted`, ctx.now(), node.id);
        return end(ix, 'Accepted', labelOf(node));
      }
      graph = caller.graph;
      node = caller.node;
      outcome = { kind: 'output', output: 'next' };
    }

    const following: WorkflowNode | undefined = graph.next.get(node.id)?.get(outcome.output);
    if (following) {
      node = following;
      continue;
    }
    // An output with no connection: back to the caller after a handoff, else the end of the workflow.
    const caller = callers.pop();
    if (caller) {
      graph = caller.graph;
      const resumed: WorkflowNode | undefined = graph.next.get(caller.node.id)?.get('next');
      if (resumed) {
        node = resumed;
        continue;
      }
    }
    const out = def ? outputsOf(def, def.config.safeParse(node.data.config).data ?? {}).find((o) => o.id === outcome.output)?.label : undefined;
    logEvent(ix, 'WARNING', `${labelOf(node)}: nothing is connected to ${out ?? outcome.output}, the call is accepted`, ctx.now(), node.id);
    return end(ix, 'Accepted', labelOf(node));
  }
}

const labelOf = (node: WorkflowNode) => node.data.label || nodeDefinition(node.type)?.label || node.type;

/** One node's evaluation: its flag, its config, then its evaluator within the remaining budget. */
const configs = new WeakMap<WorkflowNode, ReturnType<NodeDefinition['config']['safeParse']>>();
/** A node's settings parsed once per graph (graphs are reused across calls by the runtime's cache; evaluators never change them). */
function parsedConfig(def: NodeDefinition, node: WorkflowNode) {
  let parsed = configs.get(node);
  if (!parsed) {
    parsed = def.config.safeParse(node.data.config);
    configs.set(node, parsed);
  }
  return parsed;
}

function evaluate(def: NodeDefinition, node: WorkflowNode, ix: Interaction, ctx: EngineContext, remainingMs: number): Promise<NodeOutcome> | NodeOutcome | null {
  if (def.featureFlag && !ctx.workspace.features[def.featureFlag]) {
    logEvent(ix, 'ERROR', `${labelOf(node)}: this node type is not enabled on the workspace`, ctx.now(), node.id);
    return null;
  }
  const config = parsedConfig(def, node);
  if (!config.success) {
    logEvent(ix, 'ERROR', `${labelOf(node)}: its settings are incomplete (${config.error.issues[0]?.message ?? 'invalid'})`, ctx.now(), node.id);
    return null;
  }
  return def.evaluate(config.data, ix, ctx, node, { remainingMs });
}
