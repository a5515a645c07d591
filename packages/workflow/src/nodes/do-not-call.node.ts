import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';

/**
 * Checks the called number (To) against the national Do Not Call registry through one of the workspace's FTC SANs
 * (the node's label is set from the SAN's organisation name). A number whose area code the SAN does not cover cannot
 * be called (domain.md): it is blocked as NOT_COVERED. Writes FederalDNC { Blocked, Reason, SanCoverage } (Reason
 * DNC, NOT_COVERED or null; the interaction's doNotCallResult). Follows Not on DNC or On DNC.
 * Fails (ERROR, then On DNC, scope unset) when the registry does not answer.
 */
export const doNotCallNode = defineNode({
  type: 'DoNotCall',
  category: 'Compliance',
  featureFlag: 'doNotCall',
  label: 'Federal DNC',
  description: 'Check the national Do Not Call registry.',
  outputs: checkOutputs('Not on DNC', 'On DNC'),
  config: z.object({ ftcSanId: requiredId }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'ftcSanId', label: 'FTC SAN', source: 'ftcSans', setsLabel: true },
  ],
  fallback: 'blocked',
  evaluate: async (config, ix, ctx, node) => {
    const r = await ctx.dnc.federal(ix.to, config.ftcSanId);
    writeScope(ix, 'FederalDNC', { Blocked: r.blocked, Reason: r.reason, SanCoverage: r.sanCoverage });
    if (!r.blocked) nodeLog(ix, ctx, node, 'SUCCESS', `${ix.to} is not on the national Do Not Call registry`);
    else if (r.reason === 'NOT_COVERED') nodeLog(ix, ctx, node, 'WARNING', `Blocked: the area code of ${ix.to} is not covered by the FTC SAN (${r.sanCoverage.toLowerCase()} coverage)`);
    else nodeLog(ix, ctx, node, 'WARNING', `Blocked: ${ix.to} is on the national Do Not Call registry`);
    return next(r.blocked ? 'blocked' : 'allowed');
  },
});
