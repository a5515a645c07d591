import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';

/**
 * Checks for a declared state of emergency (natural disaster) covering the callee's place (state and ZIP) now, and
 * writes NaturalDisaster { Active, Type, Name, AlertLevel }. Follows No emergency or Emergency. A callee whose place is
 * unknown is asked about with no place (the service then knows of none). Fails (ERROR, then Emergency, scope unset)
 * when the service does not answer.
 */
export const stateOfEmergencyNode = defineNode({
  type: 'StateOfEmergency',
  category: 'Compliance',
  featureFlag: 'stateOfEmergency',
  label: 'State of emergency',
  description: 'Hold calls to places under a declared emergency.',
  outputs: checkOutputs('No emergency', 'Emergency'),
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  fallback: 'blocked',
  evaluate: async (_config, ix, ctx, node) => {
    const state = ix.state ?? ctx.geo.areaCode(ix.to)?.state ?? null;
    const r = await ctx.emergency.declared({ state, zip: ix.zip, at: ctx.now() });
    writeScope(ix, 'NaturalDisaster', { Active: r.active, Type: r.type, Name: r.name, AlertLevel: r.alertLevel });
    const where = [ix.zip, state].filter(Boolean).join(', ') || 'an unknown place';
    if (r.active) nodeLog(ix, ctx, node, 'WARNING', `Blocked: ${[r.name, r.type].filter(Boolean).join(', ') || 'a state of emergency'} in ${where}${r.alertLevel ? ` (alert level ${r.alertLevel})` : ''}`);
    else nodeLog(ix, ctx, node, 'SUCCESS', `No state of emergency in ${where}`);
    return next(r.active ? 'blocked' : 'allowed');
  },
});
