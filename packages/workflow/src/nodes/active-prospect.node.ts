import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { checkOutputs } from '../check-outputs';
import { scopeValue, writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';
import { EVEN_WITH_ERRORS, SINGLE_SCOPE_OPTIONS, checkScopeRef, optionalText, scopeLabel } from '../scope-refs';

/** The form field TrustedForm's script fills: where a certificate URL usually arrives in the request data. */
export const TRUSTED_FORM_FIELD = 'xxTrustedFormCertUrl';

/**
 * Verifies the TrustedForm certificate of the lead (read from `certTokenScope`.`certTokenProp`, by default the
 * request data's xxTrustedFormCertUrl) for the called number through one of the workspace's Active Prospect
 * connections, optionally checking one-to-one consent for a company (verifyCompanyName). A missing certificate is
 * sent as none: the service refuses it ("No certificate provided"). Writes ActiveProspect { Blocked, Reason } (the
 * interaction's activeProspectResult). Follows Verified or Not verified.
 * Fails (ERROR, then Not verified, scope unset) when the service does not answer.
 */
export const activeProspectNode = defineNode({
  type: 'ActiveProspect',
  category: 'External services',
  featureFlag: 'activeProspect',
  label: 'Active Prospect',
  description: 'Verify the lead\'s TrustedForm certificate.',
  outputs: checkOutputs('Verified', 'Not verified'),
  config: z.object({
    connectionId: requiredId,
    certTokenScope: z.preprocess((v) => (v == null || v === '' ? 'Meta' : v), z.string().trim()),
    certTokenProp: z.preprocess((v) => (v == null || v === '' ? TRUSTED_FORM_FIELD : v), z.string().trim().max(200)),
    verifyCompanyName: optionalText(200),
  }).superRefine((c, ctx) => checkScopeRef({ scope: c.certTokenScope, property: c.certTokenProp }, ctx, { paths: { scope: 'certTokenScope', property: 'certTokenProp' } }), EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'connectionId', label: 'Active Prospect connection', source: 'activeProspectConnections' },
    { kind: 'select', name: 'certTokenScope', label: 'Certificate scope', options: SINGLE_SCOPE_OPTIONS },
    { kind: 'text', name: 'certTokenProp', label: 'Certificate property' },
    { kind: 'text', name: 'verifyCompanyName', label: 'One-to-one company', helperText: 'Also check that consent was given to this company alone' },
  ],
  fallback: 'blocked',
  evaluate: async (config, ix, ctx, node) => {
    const raw = scopeValue(ix, config.certTokenScope, config.certTokenProp);
    const certificate = raw === null || String(raw).trim() === '' ? null : String(raw).trim();
    if (!certificate) nodeLog(ix, ctx, node, 'WARNING', `No certificate in ${scopeLabel(config.certTokenScope)} ${config.certTokenProp}`);
    const r = await ctx.activeProspect.verify(config.connectionId, { phone: ix.to, certificate, companyName: config.verifyCompanyName || null });
    writeScope(ix, 'ActiveProspect', { Blocked: r.blocked, Reason: r.reason });
    if (r.blocked) nodeLog(ix, ctx, node, 'WARNING', `Not verified: ${r.reason ?? 'the certificate was refused'}`);
    else nodeLog(ix, ctx, node, 'SUCCESS', 'TrustedForm certificate verified');
    return next(r.blocked ? 'blocked' : 'allowed');
  },
});
