import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';

/**
 * Checks the called number (To) against the known-litigator (TCPA plaintiff) database. Writes Litigator { Blocked }
 * and LitigatorInfo { Description, Actions } (the interaction's knownLitigatorCheck). Follows Not a litigator or
 * Litigator. Fails (ERROR, then Litigator, scopes unset) when the database does not answer.
 */
export const knownLitigatorNode = defineNode({
  type: 'KnownLitigator',
  category: 'Compliance',
  featureFlag: 'knownLitigator',
  label: 'Known litigator',
  description: 'Check the number against known TCPA litigators.',
  outputs: checkOutputs('Not a litigator', 'Litigator'),
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label' }],
  fallback: 'blocked',
  evaluate: async (_config, ix, ctx, node) => {
    const r = await ctx.litigator.check(ix.to);
    writeScope(ix, 'Litigator', { Blocked: r.blocked });
    writeScope(ix, 'LitigatorInfo', { Description: r.description, Actions: r.actions });
    if (r.blocked) nodeLog(ix, ctx, node, 'WARNING', `Blocked: ${ix.to} belongs to a known litigator${r.description ? ` (${r.description})` : ''}`);
    else nodeLog(ix, ctx, node, 'SUCCESS', `${ix.to} is not a known litigator`);
    return next(r.blocked ? 'blocked' : 'allowed');
  },
});
