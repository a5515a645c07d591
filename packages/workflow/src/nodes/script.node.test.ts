import { describe, expect, it } from 'vitest';
import type { ScriptRequest, ScriptRun } from '../context';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';
import { scriptOutputs } from './script.node.js';

const sandbox = (answer: (req: ScriptRequest) => ScriptRun) => {
  const requests: ScriptRequest[] = [];
  return { requests, ctx: nodeContext({ scripts: { run: async (req: ScriptRequest) => (requests.push(req), answer(req)) } }) };
};
const run = (over: Partial<ScriptRun> = {}): ScriptRun => ({ output: null, data: {}, logs: [], error: null, ...over });

describe('script.node', () => {
  it('has 1 to 11 outputs numbered from 1', () => {
    expect(scriptOutputs(3)).toEqual([{ id: '1', label: 'Output 1' }, { id: '2', label: 'Output 2' }, { id: '3', label: 'Output 3' }]);
    expect(scriptOutputs(undefined)).toHaveLength(1);
    expect(scriptOutputs(40)).toHaveLength(11);
    expect(parseConfig('Script', {})).toEqual({ ok: true, config: { script: '', outputs: 2 } });
    for (const outputs of [0, 12, 2.5, 'x']) expect(parseConfig('Script', { outputs })).toEqual({ ok: false, errors: ['outputs: A script has 1 to 11 outputs'] });
  });

  it('runs the code with the interaction and its data, applies its logs and data, and follows the output it chose', async () => {
    const { ctx, requests } = sandbox((req) => run({
      output: '3', data: { ...req.data, tier: 'gold', score: '42' },
      logs: [{ level: 'info', message: 'scored 42' }, { level: 'error', message: 'no CRM match' }],
    }));
    const ix = call({ city: 'Austin', state: 'TX', zip: '78701', timezone: 'America/Chicago', data: { source: 'web' } });
    const r = await runNode('Script', { script: 'goTo(3)', outputs: 3 }, ix, ctx, 'Score');
    expect(requests).toEqual([{
      code: 'goTo(3)', outputs: scriptOutputs(3),
      interaction: { id: 'ix-1', timestamp: '2026-03-03T15:00:00.000Z', channelType: 'Voice', to: '5125550100', from: '2125550199', city: 'Austin', state: 'TX', zip: '78701', timezone: 'America/Chicago' },
      data: { source: 'web' },
    }]);
    expect(r.output).toBe('3');
    expect(r.ix.data).toEqual({ source: 'web', tier: 'gold', score: '42' });
    expect(r.events).toEqual(['INFO Script: Score - scored 42', 'ERROR Script: Score - no CRM match']);
  });

  it('follows an output chosen by its label, Output 1 when none was chosen, and removes data the script removed', async () => {
    const byLabel = await runNode('Script', { outputs: 4 }, call(), sandbox(() => run({ output: 'Output 4' })).ctx);
    expect(byLabel.output).toBe('4');
    const none = await runNode('Script', { outputs: 4 }, call({ data: { a: '1', b: '2' } }), sandbox(() => run({ data: { a: '1' } })).ctx);
    expect([none.output, none.ix.data]).toEqual(['1', { a: '1' }]);
    const wrong = await runNode('Script', { outputs: 2 }, call(), sandbox(() => run({ output: '7' })).ctx);
    expect([wrong.output, wrong.events]).toEqual(['1', ['ERROR Script: The script chose output 7, which the node does not have']]);
  });

  it('takes Output 1, keeping the data as it was, when the script failed or was stopped', async () => {
    const failed = await runNode('Script', { outputs: 3 }, call({ data: { keep: 'me' } }), sandbox(() => run({
      output: '3', data: { keep: 'changed' }, logs: [{ level: 'info', message: 'starting' }], error: "TypeError: cannot read properties of undefined (reading 'x')",
    })).ctx, 'Enrich');
    expect([failed.output, failed.ix.data, failed.events]).toEqual(['1', { keep: 'me' }, [
      'INFO Script: Enrich - starting', "ERROR Script: Enrich - The script failed: TypeError: cannot read properties of undefined (reading 'x')",
    ]]);
    const stopped = await runNode('Script', { outputs: 2 }, call(), sandbox(() => run({ error: 'Stopped: the script ran longer than 1000 ms' })).ctx);
    expect([stopped.output, stopped.events]).toEqual(['1', ['ERROR Script: The script failed: Stopped: the script ran longer than 1000 ms']]);
    const memory = await runNode('Script', { outputs: 2 }, call(), sandbox(() => run({ error: 'Stopped: the script used more than 16 MB' })).ctx);
    expect(memory.output).toBe('1');
  });

  it('follows Output 1 with an ERROR when the sandbox itself fails', async () => {
    const r = await runNode('Script', { outputs: 2 }, call(), nodeContext({ scripts: { run: async () => { throw new Error('sandbox unavailable'); } } }), 'Code');
    expect([r.output, r.events]).toEqual(['1', ['ERROR Code: sandbox unavailable']]);
  });
});
