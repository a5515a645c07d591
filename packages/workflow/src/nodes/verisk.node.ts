import { z } from 'zod';
import { TOKEN_FIELDS, TOKEN_HEADER_KEYS, nameKey } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { writeScope, type Interaction } from '../interaction';
import { nodeLog } from '../node-log';

const LEAD_ID_KEYS: ReadonlySet<string> = new Set([nameKey(TOKEN_FIELDS.leadId), ...TOKEN_HEADER_KEYS.leadId]);

/** The LeadiD token of the request data: the first key named like one (leadid_token, universal_leadid, jornaya_leadid…). */
export function leadIdToken(ix: Pick<Interaction, 'data'>): string | null {
  const entry = Object.entries(ix.data).find(([k, v]) => LEAD_ID_KEYS.has(nameKey(k)) && v.trim() !== '');
  return entry ? entry[1].trim() : null;
}

/**
 * Verifies the lead's Jornaya LeadiD token (read from the request data under its usual names: leadid_token,
 * universal_leadid, jornaya_leadid…) for the called number through the workspace's Verisk connection. A missing
 * token is sent as none (the service refuses it). Writes Verisk { Blocked, Reason }. Follows Verified or Not verified.
 * Fails (ERROR, then Not verified, scope unset) when the service does not answer.
 */
export const veriskNode = defineNode({
  type: 'Verisk',
  category: 'External services',
  featureFlag: 'verisk',
  label: 'Verisk',
  description: 'Verify the lead\'s LeadiD token.',
  outputs: checkOutputs('Verified', 'Not verified'),
  config: z.object({}),
  form: [{ kind: 'text', name: 'label', label: 'Label', helperText: 'The token is read from the request data (leadid_token, universal_leadid…)' }],
  fallback: 'blocked',
  evaluate: async (_config, ix, ctx, node) => {
    const token = leadIdToken(ix);
    if (!token) nodeLog(ix, ctx, node, 'WARNING', 'No LeadiD token in the request data');
    const r = await ctx.verisk.verify({ phone: ix.to, token });
    writeScope(ix, 'Verisk', { Blocked: r.blocked, Reason: r.reason });
    if (r.blocked) nodeLog(ix, ctx, node, 'WARNING', `Not verified: ${r.reason ?? 'the token was refused'}`);
    else nodeLog(ix, ctx, node, 'SUCCESS', 'LeadiD token verified');
    return next(r.blocked ? 'blocked' : 'allowed');
  },
});
