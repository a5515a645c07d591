import { describe, expect, it } from 'vitest';
import type { Interaction } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';

describe('webhook.node', () => {
  it('queues the interaction and goes on without waiting for the queue', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const ctx = nodeContext({ webhooks: { send: (id: string, ix: Interaction) => (sent.push(`${id} ${ix.id}`), new Promise<void>((resolve) => { release = resolve; })) } });
    const r = await runNode('Webhook', { webhookId: 'wh-1' }, call(), ctx, 'CRM');
    expect(sent).toEqual(['wh-1 ix-1']);
    expect([r.output, r.events]).toEqual(['next', ['INFO Webhook: CRM - Interaction queued for the webhook']]);
    release();
  });

  it('logs ERROR when the queue refuses, the walk having gone on from Next', async () => {
    const ctx = nodeContext({ webhooks: { send: async () => { throw new Error('webhook is disabled'); } } });
    const r = await runNode('Webhook', { webhookId: 'wh-1' }, call(), ctx, 'CRM');
    expect(r.output).toBe('next');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(r.ix.events.filter((e) => e.nodeId === 'n').map((e) => `${e.type} ${e.message}`)).toEqual([
      'INFO Webhook: CRM - Interaction queued for the webhook', 'ERROR Webhook: CRM - The interaction could not be queued for the webhook: webhook is disabled',
    ]);
    const sync = await runNode('Webhook', { webhookId: 'wh-1' }, call(), nodeContext({ webhooks: { send: () => { throw new Error('boom'); } } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sync.output).toBe('next');
    expect(sync.ix.events.some((e) => e.message.endsWith('could not be queued for the webhook: boom'))).toBe(true);
  });

  it('needs its webhook', () => {
    expect(parseConfig('Webhook', {})).toEqual({ ok: false, errors: ['webhookId: Field is required'] });
  });
});
