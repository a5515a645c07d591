import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { calleePlace, placeScope } from '../callee-place';
import { checkOutputs } from '../check-outputs';
import { checkCallingHours } from '../calendar/calling-hours';
import { HOLIDAYS } from '../calendar/holidays';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';

/**
 * Enforces the legal calling hours at the callee's place: the federal 08:00–21:00 in the callee's local time (Canada's
 * CRTC hours for a province), narrowed by the stricter states' hours, their Sunday bans and restricted holidays
 * (observed as each state moves a weekend holiday) — calendar/calling-hours.ts holds the table. checkFederalHolidays
 * adds the federal holidays everywhere; ignoredHolidays leaves some of them out. The place is read from the node's
 * scopes in order, else the interaction's; with only a state known, every zone of the state must allow the call.
 * Writes StateDialing { Blocked, Reason }. Follows Allowed or Blocked; an unknown place is Blocked (a WARNING).
 * Never fails once its settings are valid (fallback: Blocked).
 */
export const stateDialingNode = defineNode({
  type: 'StateDialing',
  category: 'Compliance',
  featureFlag: 'stateDialing',
  workflowTypes: ['RealTime'],
  label: 'State dialing',
  description: 'Enforce federal and state calling hours and holidays.',
  outputs: checkOutputs('Allowed', 'Blocked'),
  config: z.object({
    ignoredHolidays: z.array(z.enum(HOLIDAYS)).default([]).transform((h) => [...new Set(h)]),
    checkFederalHolidays: z.boolean().default(false),
    scopes: z.array(placeScope).max(20).default([]),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'widget', name: 'scopes', label: "Callee's place from", widget: 'propertyScopes',
      helperText: "Tried in order; the interaction's ZIP or area code is used when none gives a place" },
    { kind: 'switch', name: 'checkFederalHolidays', label: 'Check federal holidays', helperText: 'Also hold calls on federal holidays in every state' },
    { kind: 'widget', name: 'ignoredHolidays', label: 'Ignored holidays', widget: 'holidays' },
  ],
  panelWidth: 700,
  fallback: 'blocked',
  evaluate: (config, ix, ctx, node) => {
    const place = calleePlace(ix, ctx, config.scopes);
    if (!place || place.zones.length === 0) {
      writeScope(ix, 'StateDialing', { Blocked: true, Reason: "the callee's place is unknown" });
      nodeLog(ix, ctx, node, 'WARNING', "Blocked: the callee's time zone is unknown");
      return next('blocked');
    }
    const opts = { checkFederalHolidays: config.checkFederalHolidays, ignoredHolidays: config.ignoredHolidays };
    const verdicts = place.zones.map((zone) => checkCallingHours(ctx.now(), zone, place.state, opts));
    const refusal = verdicts.find((v) => !v.allowed);
    if (refusal && !refusal.allowed) {
      writeScope(ix, 'StateDialing', { Blocked: true, Reason: refusal.reason });
      nodeLog(ix, ctx, node, 'WARNING', `Blocked at ${refusal.localTime}: ${refusal.reason}`);
      return next('blocked');
    }
    writeScope(ix, 'StateDialing', { Blocked: false, Reason: null });
    nodeLog(ix, ctx, node, 'SUCCESS', `Allowed at ${verdicts.map((v) => v.localTime).join('; ')}${place.state ? ` (${place.state})` : ''}`);
    return next('allowed');
  },
});
