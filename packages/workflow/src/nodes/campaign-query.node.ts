import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { ZIP_OVERRIDES, ZIP_OVERRIDE_LABELS, overrideZip } from '../callee-place';
import { writeScope } from '../interaction';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';

/**
 * Looks the called number (To) up as a lead of an active Core campaign and writes CampaignQuery { Found, Zip, City,
 * State, Status }. With zipOverride (ALWAYS, or UNSET when the interaction has no ZIP) the lead's ZIP becomes the
 * interaction's, its city, state and time zone following. Follows Found or Not found. Always enabled (no feature flag).
 * Fails (ERROR, then Not found, scope unset) when the campaign does not answer.
 */
export const campaignQueryNode = defineNode({
  type: 'CampaignQuery',
  category: 'Data services',
  label: 'Core campaign query',
  description: 'Find the number among a Core campaign\'s leads.',
  outputs: [{ id: 'found', label: 'Found' }, { id: 'notFound', label: 'Not found' }],
  config: z.object({ campaignId: requiredId, zipOverride: z.enum(ZIP_OVERRIDES).default('NEVER') }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'campaignId', label: 'Campaign', source: 'coreCampaigns', filter: { statuses: ['ACTIVE'] } },
    { kind: 'select', name: 'zipOverride', label: 'Zip override', options: ZIP_OVERRIDES.map((v) => ({ value: v, label: ZIP_OVERRIDE_LABELS[v] })),
      helperText: "Take the interaction's ZIP (and so its city, state and time zone) from the lead" },
  ],
  fallback: 'notFound',
  evaluate: async (config, ix, ctx, node) => {
    const r = await ctx.campaigns.query(config.campaignId, ix.to);
    writeScope(ix, 'CampaignQuery', { Found: r.found, Zip: r.zip, City: r.city, State: r.state, Status: r.status });
    if (!r.found) {
      nodeLog(ix, ctx, node, 'INFO', `${ix.to} is not a lead of the campaign`);
      return next('notFound');
    }
    nodeLog(ix, ctx, node, 'SUCCESS', `${ix.to} is a lead of the campaign${r.status ? ` (${r.status})` : ''}`);
    const zip = overrideZip(ix, ctx, config.zipOverride, r.zip);
    if (zip.message) nodeLog(ix, ctx, node, zip.changed ? 'INFO' : 'WARNING', zip.message);
    return next('found');
  },
});
