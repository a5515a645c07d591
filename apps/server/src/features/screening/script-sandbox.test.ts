import { describe, expect, it } from 'vitest';
import { runScript, SCRIPT_LIMITS, type RecordLookup } from './script-sandbox';

const outputs = [{ id: 'out1', label: 'Yes' }, { id: 'out2', label: 'No' }, { id: 'out3', label: 'Maybe' }];
const interaction = { id: 'ix-1', timestamp: '2026-03-03T15:00:00.000Z', channelType: 'Voice' as const, to: '5125550100', from: '2125550100', city: 'Austin', state: 'TX', zip: '78701', timezone: 'America/Chicago' };
const run = (code: string, lookup: RecordLookup = async () => null, data: Record<string, string> = {}) => runScript({ code, outputs, interaction, data }, lookup);

describe('screening.script-sandbox', () => {
  it('reads the interaction, logs, changes data and goes to an output by number or label', async () => {
    const r = await run(`log.info('calling ' + interaction.to + ' in ' + interaction.state); data.set('tier', 'gold'); goTo(data.get('route') === 'b' ? 'Maybe' : 2);`, undefined, { route: 'b' });
    expect(r).toEqual({ output: 'out3', data: { route: 'b', tier: 'gold' }, logs: [{ level: 'info', message: 'calling 5125550100 in TX' }], error: null });
    expect((await run('goTo(1)')).output).toBe('out1');
    expect((await run('goTo(7)')).output).toBeNull();
    expect((await run('log.error("none chosen")')).output).toBeNull();
  });

  it('awaits record look-ups through the host and parses timestamps', async () => {
    const seen: string[] = [];
    const r = await run(`
      const rec = await getRecordSet('EBR', interaction.to);
      const none = await getRecordSet('EBR', '0000000000');
      data.set('plan', rec.plan); data.set('missing', String(none));
      data.set('t', String(parseTimestamp('2026-03-03T10:00:00Z'))); data.set('bad', String(parseTimestamp('soon')));
      if (rec.vip) return goTo('Yes');
      goTo('No');`,
    async (set, key) => {
      seen.push(`${set}:${key}`);
      return key === '5125550100' ? { plan: 'gold', vip: true } : null;
    });
    expect(r.error).toBeNull();
    expect(r.output).toBe('out1');
    expect(r.data).toEqual({ plan: 'gold', missing: 'null', t: String(Date.parse('2026-03-03T10:00:00Z')), bad: 'null' });
    expect(seen).toEqual(['EBR:5125550100', 'EBR:0000000000']);
  });

  it('reports a script error, a thrown error and a failed look-up as the run error, keeping the data as it was', async () => {
    expect((await run('this is not javascript')).error).toMatch(/^SyntaxError/);
    expect(await run('data.set("x", "1"); throw new Error("nope")', undefined, { a: '1' })).toMatchObject({ error: 'Error: nope', data: { a: '1' }, output: null });
    expect((await run('await getRecordSet("x", "1")', async () => { throw new Error('database down'); })).error).toBe('Error: database down');
  });

  it('has no way out: no host modules, network, timers or process', async () => {
    const r = await run(`data.set('kinds', [typeof require, typeof process, typeof fetch, typeof setTimeout, typeof globalThis.__host_log].join(','));`);
    expect(r.data.kinds).toBe('undefined,undefined,undefined,undefined,function');
  });

  it('keeps runs apart: a global of one run is not seen by another, even at the same time', async () => {
    const runs = await Promise.all(Array.from({ length: 40 }, (_, i) => run(`
      globalThis.secret = globalThis.secret ?? ${i};
      await getRecordSet('s', '${i}');
      data.set('seen', String(globalThis.secret));`)));
    expect(runs.map((r) => r.data.seen)).toEqual(Array.from({ length: 40 }, (_, i) => String(i)));
  });

  it('stops a script that loops forever, within its time limit, and the next run works', async () => {
    const started = Date.now();
    const r = await run('log.info("before"); while (true) {}');
    expect(r.error).toBe(`stopped after ${SCRIPT_LIMITS.timeMs} ms`);
    expect(r.logs).toEqual([{ level: 'info', message: 'before' }]);
    expect(Date.now() - started).toBeLessThan(SCRIPT_LIMITS.timeMs + 1000);
    expect((await run('goTo(2)')).output).toBe('out2');
  });

  it('stops a script that allocates without end, and one that recurses without end', async () => {
    const r = await run('const a = []; while (true) a.push("x".repeat(1000));');
    expect(r.error).toMatch(/out of memory|stopped/);
    const deep = await run('const f = (n) => f(n + 1) + 1; f(0);');
    expect(deep.error).toMatch(/recursion|stack|stopped/i);
    expect((await run('goTo(1)')).output).toBe('out1');
  });

  it('stops a script waiting on a slow look-up at its deadline and frees it once the look-up answers', async () => {
    let answer: (v: null) => void = () => undefined;
    const r = await run('await getRecordSet("slow", "1"); goTo(1);', () => new Promise((resolve) => (answer = resolve)));
    expect(r.error).toBe(`stopped after ${SCRIPT_LIMITS.timeMs} ms`);
    answer(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await run('goTo(3)')).output).toBe('out3');
  });

  it('limits look-ups per run', async () => {
    const r = await run('for (let i = 0; i < 100; i++) await getRecordSet("s", String(i));', async () => null);
    expect(r.error).toBe(`Error: more than ${SCRIPT_LIMITS.recordLookups} record look-ups`);
  });
});
