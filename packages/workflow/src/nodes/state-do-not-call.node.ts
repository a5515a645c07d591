import { z } from 'zod';
import { STATES } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { writeScope } from '../interaction';
import { normalizeState } from '../calendar/time-zones';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { EVEN_WITH_ERRORS } from '../scope-refs';

/** The states that keep their own do-not-call lists (spec 3 §9). */
export const STATE_DNC_STATES = ['CO', 'FL', 'IN', 'LA', 'MA', 'MO', 'OK', 'PA', 'TN', 'TX', 'WY'] as const;
export const STATE_DNC_OPTIONS = STATE_DNC_STATES.map((code) => ({ value: code, label: STATES.find((s) => s.code === code)?.stateName ?? code }));

/**
 * Checks the called number (To) against the do-not-call list of the callee's state (the interaction's state, else
 * its area code's), when that state is one checked: all eleven list states (allStates, the default) or those chosen.
 * A callee in another state, or whose state is unknown (a WARNING), is not on a state list. Writes StateDNC
 * { Blocked, State }. Follows Not on state DNC or On state DNC.
 * Fails (ERROR, then On state DNC, scope unset) when the state list does not answer.
 */
export const stateDoNotCallNode = defineNode({
  type: 'StateDoNotCall',
  category: 'Compliance',
  featureFlag: 'stateDoNotCall',
  label: 'State DNC',
  description: 'Check the do-not-call list of the callee\'s state.',
  outputs: checkOutputs('Not on state DNC', 'On state DNC'),
  config: z.object({
    allStates: z.boolean().default(true),
    states: z.array(z.enum(STATE_DNC_STATES)).default([]).transform((s) => [...new Set(s)]),
  }).superRefine((c, ctx) => {
    if (c.allStates === false && Array.isArray(c.states) && c.states.length === 0) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.statesRequired, path: ['states'] });
  }, EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'switch', name: 'allStates', label: 'All states' },
    { kind: 'widget', name: 'states', label: 'States', widget: 'states', showIf: { field: 'allStates', equals: false } },
  ],
  fallback: 'blocked',
  evaluate: async (config, ix, ctx, node) => {
    const state = normalizeState(ix.state ?? '') ?? normalizeState(ctx.geo.areaCode(ix.to)?.state ?? '');
    const checked: readonly string[] = config.allStates ? STATE_DNC_STATES : config.states;
    if (!state || !checked.includes(state)) {
      writeScope(ix, 'StateDNC', { Blocked: false, State: state });
      if (state) nodeLog(ix, ctx, node, 'INFO', `No state list is checked for ${state}`);
      else nodeLog(ix, ctx, node, 'WARNING', "The callee's state is unknown, no state list is checked");
      return next('allowed');
    }
    const r = await ctx.dnc.state(ix.to, state);
    writeScope(ix, 'StateDNC', { Blocked: r.blocked, State: r.state ?? state });
    nodeLog(ix, ctx, node, r.blocked ? 'WARNING' : 'SUCCESS', r.blocked ? `Blocked: ${ix.to} is on the ${state} do-not-call list` : `${ix.to} is not on the ${state} do-not-call list`);
    return next(r.blocked ? 'blocked' : 'allowed');
  },
});
