import { describe, expect, it } from 'vitest';
import { DECISION_OPERATIONS, SCOPE_PROPERTIES, type DecisionOperation } from '@trueline/contract';
import { writeScope } from '../interaction';
import { call, nodeContext, parseConfig, runNode } from '../testing/node-harness';
import { conditionHolds } from './decision.node.js';

const cond = (scope: string, property: string, operation: DecisionOperation, value = '') => ({ id: `${scope}.${property}`, scope, property, operation, value });

describe('decision.conditionHolds', () => {
  it.each<[DecisionOperation, string | number | boolean | null, string, boolean]>([
    ['EQUALS', 'TX', 'tx', true], ['EQUALS', 'TX', 'CA', false], ['EQUALS', 7, '7.0', true], ['EQUALS', true, 'True', true], ['EQUALS', null, '', true], ['EQUALS', null, 'x', false],
    ['NOT_EQUALS', 'TX', 'CA', true], ['NOT_EQUALS', 'TX', 'tx', false], ['NOT_EQUALS', null, 'x', true],
    ['IS_SET', 'x', 'ignored', true], ['IS_SET', '', '', false], ['IS_SET', null, '', false], ['IS_SET', false, '', true], ['IS_SET', 0, '', true],
    ['IS_NOT_SET', null, '', true], ['IS_NOT_SET', '  ', '', true], ['IS_NOT_SET', 'x', '', false],
    ['CONTAINS', 'Verizon Wireless', 'wireless', true], ['CONTAINS', 'AT&T', 'verizon', false], ['CONTAINS', null, '', false],
    ['DOES_NOT_CONTAIN', 'AT&T', 'verizon', true], ['DOES_NOT_CONTAIN', 'Verizon', 'VERI', false], ['DOES_NOT_CONTAIN', null, 'x', true],
    // Numbers compare as numbers when both sides are numbers, else as text.
    ['GREATER_THAN', 10, '9', true], ['GREATER_THAN', '10', '9', true], ['GREATER_THAN', 30, '30', false], ['GREATER_THAN', 'b', 'a', true], ['GREATER_THAN', '10', 'a', false],
    ['GREATER_THAN', '2026-03-03T15:00:00.000Z', '2026-01-01', true], ['GREATER_THAN', null, '0', false],
    ['LESS_THAN', 9, '10', true], ['LESS_THAN', '9', '10', true], ['LESS_THAN', '-1', '0', true], ['LESS_THAN', 'b', 'a', false], ['LESS_THAN', null, '5', false],
  ])('%s: %j against %j is %s', (op, actual, expected, holds) => {
    expect(conditionHolds(op, actual, expected)).toBe(holds);
  });

  it('covers every operation of spec 3 §9', () => {
    for (const op of DECISION_OPERATIONS) expect(typeof conditionHolds(op, 'x', 'x')).toBe('boolean');
  });
});

describe('decision.node', () => {
  it('follows True when all AND conditions hold and False when one does not, logging each comparison', async () => {
    const ix = call({ state: 'TX', data: { source: 'web' } });
    const all = { conditionType: 'AND', conditions: [cond('Interaction', 'State', 'EQUALS', 'TX'), cond('Meta', 'source', 'EQUALS', 'web')] };
    const yes = await runNode('Decision', all, ix, nodeContext(), 'Texas web lead');
    expect(yes.output).toBe('true');
    expect(yes.events).toEqual(['INFO Decision: Texas web lead - True — Interaction State equals "TX" (TX): true AND Meta data source equals "web" (web): true']);
    const no = await runNode('Decision', { ...all, conditions: [...all.conditions, cond('Meta', 'campaign', 'IS_SET')] }, call({ state: 'TX', data: { source: 'web' } }), nodeContext());
    expect(no.output).toBe('false');
    expect(no.events[0]).toContain('Meta data campaign is set (unset): false');
  });

  it('follows True when any OR condition holds', async () => {
    const config = { conditionType: 'OR', conditions: [cond('Interaction', 'State', 'EQUALS', 'FL'), cond('Interaction', 'State', 'EQUALS', 'TX')] };
    expect((await runNode('Decision', config, call({ state: 'TX' }), nodeContext())).output).toBe('true');
    expect((await runNode('Decision', config, call({ state: 'CA' }), nodeContext())).output).toBe('false');
  });

  it('reads every scope: the interaction, Meta, Custom, record sets and each check result', async () => {
    const ix = call({ zip: '78701', originalZip: '78702', city: 'Austin', state: 'TX', timezone: 'America/Chicago', data: { tier: 'gold' } });
    const values: Record<string, Record<string, string | number | boolean | null>> = {
      DataBoost: { isValid: true, ActivityScore: 72, LineType: 'Mobile', Carrier: 'Verizon', isPrepaid: false },
      CampaignQuery: { Found: true, Zip: '78701', City: 'Austin', State: 'TX', Status: 'READY' },
      FederalDNC: { Blocked: false }, StateDNC: { Blocked: false }, ReassignedNumber: { Reassigned: false, Failure: null },
      Litigator: { Blocked: true }, LitigatorInfo: { Description: 'Serial plaintiff', Actions: '12' }, StateDialing: { Blocked: false },
      TimeOfDay: { Blocked: false }, Velocity: { Blocked: false, Attempts: 3 }, ActiveProspect: { Blocked: false }, Verisk: { Blocked: true },
      NaturalDisaster: { Active: true, Type: 'Hurricane', Name: 'Milton', AlertLevel: 'Warning' },
      'RecordSet:rs-1': { status: 'EBR' },
    };
    for (const [scope, props] of Object.entries(values)) writeScope(ix, scope, props);
    const interaction: Record<string, string> = {
      ChannelType: 'Voice', To: '5125550100', From: '2125550199', City: 'Austin', State: 'TX', Zip: '78701', InputZip: '78702',
      Timezone: 'America/Chicago', Timestamp: '2026-03-03T15:00:00.000Z',
    };
    const conditions = [
      ...SCOPE_PROPERTIES.Interaction.map((p) => cond('Interaction', p, 'EQUALS', interaction[p])),
      cond('Meta', 'tier', 'EQUALS', 'gold'), cond('Custom', 'constant', 'EQUALS', 'CONSTANT'),
      ...Object.entries(values).flatMap(([scope, props]) => Object.entries(props).map(([p, v]) => cond(scope, p, v === null ? 'IS_NOT_SET' : 'EQUALS', String(v)))),
    ];
    const r = await runNode('Decision', { conditions }, ix, nodeContext());
    expect(r.events[0]).not.toContain(': false');
    expect(r.output).toBe('true');
    // Every property of every fixed scope is covered above.
    const covered = new Set(conditions.map((c) => `${c.scope}.${c.property}`));
    for (const [scope, props] of Object.entries(SCOPE_PROPERTIES)) for (const p of props ?? []) expect(covered.has(`${scope}.${p}`), `${scope}.${p}`).toBe(true);
  });

  it('compares numbers from scopes with numeric values', async () => {
    const ix = call();
    writeScope(ix, 'Velocity', { Blocked: false, Attempts: 10 });
    expect((await runNode('Decision', { conditions: [cond('Velocity', 'Attempts', 'GREATER_THAN', '9')] }, ix, nodeContext())).output).toBe('true');
    expect((await runNode('Decision', { conditions: [cond('Velocity', 'Attempts', 'LESS_THAN', '9')] }, ix, nodeContext())).output).toBe('false');
  });

  it('refuses incomplete settings with their messages, and then logs ERROR and follows False', async () => {
    expect(parseConfig('Decision', {})).toEqual({ ok: false, errors: ['conditions: Add at least one condition'] });
    expect(parseConfig('Decision', { conditions: [] })).toEqual({ ok: false, errors: ['conditions: Add at least one condition'] });
    expect(parseConfig('Decision', { conditions: [{ scope: 'Nowhere', property: 'x' }, { scope: 'Velocity', property: 'Speed' }, { scope: '', property: '' }] })).toEqual({
      ok: false, errors: ['conditions.0.scope: Choose a scope', 'conditions.1.property: Choose a property of this scope', 'conditions.2.scope: Field is required', 'conditions.2.property: Field is required'],
    });
    const parsed = parseConfig('Decision', { conditions: [{ scope: 'Meta', property: 'x', value: 5 }] });
    expect(parsed).toEqual({ ok: true, config: { conditionType: 'AND', conditions: [{ id: '', scope: 'Meta', property: 'x', operation: 'EQUALS', value: '5' }] } });
    const r = await runNode('Decision', { conditions: [] }, call(), nodeContext(), 'Empty');
    expect(r.output).toBe('false');
    expect(r.events).toEqual(['ERROR Empty: its settings are incomplete (Add at least one condition)']);
  });

  it('is refused when the workspace has not enabled it (ERROR, then False)', async () => {
    const r = await runNode('Decision', { conditions: [cond('Custom', 'a', 'EQUALS', 'a')] }, call(), nodeContext({ workspace: { id: 'ws-1', orgId: 'org-1', features: {} } }));
    expect(r.output).toBe('false');
    expect(r.events).toEqual(['ERROR Decision: this node type is not enabled on the workspace']);
  });
});
