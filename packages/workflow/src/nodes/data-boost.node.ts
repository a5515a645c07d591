import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';

/**
 * Validates the called number (To) with DataBoost and writes DataBoost { isValid, ActivityScore (0–100), LineType,
 * Carrier, isPrepaid } for later Decision nodes (e.g. ActivityScore greater than 30: active). Follows Valid or Invalid.
 * Fails (ERROR, then Invalid, scope unset) when the service does not answer.
 */
export const dataBoostNode = defineNode({
  type: 'DataBoost',
  category: 'Data services',
  featureFlag: 'dataBoost',
  label: 'DataBoost',
  description: 'Validate the number: line type, carrier, activity.',
  outputs: [{ id: 'valid', label: 'Valid' }, { id: 'invalid', label: 'Invalid' }],
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  fallback: 'invalid',
  evaluate: async (_config, ix, ctx, node) => {
    const r = await ctx.dataBoost.validate(ix.to);
    writeScope(ix, 'DataBoost', { isValid: r.isValid, ActivityScore: r.activityScore, LineType: r.lineType, Carrier: r.carrier, isPrepaid: r.isPrepaid });
    const facts = `${r.lineType}, ${r.carrier || 'unknown carrier'}, activity ${r.activityScore}${r.isPrepaid ? ', prepaid' : ''}`;
    nodeLog(ix, ctx, node, r.isValid ? 'SUCCESS' : 'WARNING', r.isValid ? `${ix.to} is valid (${facts})` : `${ix.to} is not valid (${facts})`);
    return next(r.isValid ? 'valid' : 'invalid');
  },
});
