import { z } from 'zod';
import { defineNode, next, type NodeOutput } from '../define-node';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';

/** A script has 1 to 11 outputs (spec 3 §4). */
export const SCRIPT_OUTPUTS = { min: 1, max: 11, default: 2 } as const;
export const SCRIPT_MAX_LENGTH = 100_000;

/** Output `n` (1-based) has the handle id "n" and the label "Output n"; a script's goTo(n) picks it. */
export function scriptOutputs(count: number | undefined): NodeOutput[] {
  const n = Math.min(SCRIPT_OUTPUTS.max, Math.max(SCRIPT_OUTPUTS.min, Math.trunc(Number(count) || SCRIPT_OUTPUTS.min)));
  return Array.from({ length: n }, (_, i) => ({ id: String(i + 1), label: `Output ${i + 1}` }));
}

const outputCount = z.coerce.number({ error: NODE_MESSAGES.scriptOutputs }).int(NODE_MESSAGES.scriptOutputs)
  .min(SCRIPT_OUTPUTS.min, NODE_MESSAGES.scriptOutputs).max(SCRIPT_OUTPUTS.max, NODE_MESSAGES.scriptOutputs);

/**
 * Runs the customer's JavaScript in the server's sandbox (ctx.scripts: time and memory limits, no host or network),
 * which sees the interaction and its data and may log, change the data and go to an output. The node applies the
 * run: its log lines become INFO / ERROR events, its data replaces the interaction's, and it follows the output the
 * script chose (Output 1 when it chose none). A script that threw, or was stopped at a limit, logs ERROR, keeps the
 * interaction's data as it was, and follows Output 1 — also the fallback when the sandbox itself fails.
 */
export const scriptNode = defineNode({
  type: 'Script',
  category: 'Conditional routing',
  featureFlag: 'scripting',
  label: 'Script',
  description: 'Run JavaScript to route or enrich the interaction.',
  outputs: (config: { outputs?: number }) => scriptOutputs(config.outputs),
  config: z.object({
    script: z.preprocess((v) => (v == null ? '' : v), z.string().max(SCRIPT_MAX_LENGTH)),
    outputs: outputCount.default(SCRIPT_OUTPUTS.default),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'widget', name: 'outputs', label: 'Outputs', widget: 'scriptOutputs' },
    { kind: 'widget', name: 'script', label: 'Script', widget: 'script' },
  ],
  panelWidth: 900,
  fallback: '1',
  evaluate: async (config, ix, ctx, node, walk) => {
    const outputs = scriptOutputs(config.outputs);
    const run = await ctx.scripts.run({
      code: config.script,
      outputs,
      interaction: {
        id: ix.id, timestamp: ix.timestamp.toISOString(), channelType: ix.channelType, to: ix.to, from: ix.from,
        city: ix.city, state: ix.state, zip: ix.zip, timezone: ix.timezone,
      },
      data: { ...ix.data },
    }, { budgetMs: walk?.remainingMs });
    for (const line of run.logs) nodeLog(ix, ctx, node, line.level === 'error' ? 'ERROR' : 'INFO', line.message);
    if (run.error) {
      nodeLog(ix, ctx, node, 'ERROR', `The script failed: ${run.error}`);
      return next('1');
    }
    ix.data = Object.fromEntries(Object.entries(run.data).map(([k, v]) => [k, String(v)]));
    if (run.output === null) return next('1');
    const chosen = outputs.find((o) => o.id === String(run.output) || o.label === run.output);
    if (!chosen) {
      nodeLog(ix, ctx, node, 'ERROR', `The script chose output ${run.output}, which the node does not have`);
      return next('1');
    }
    return next(chosen.id);
  },
});
