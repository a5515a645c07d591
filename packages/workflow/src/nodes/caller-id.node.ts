import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';

/**
 * Chooses a local caller ID for the call from a Core campaign's number pool (same area code, else state, else the
 * nearest city, domain.md) and sets the interaction's pcidFromNumber, which the screening answer returns to the
 * dialer. The node's label is set to the campaign's name. Follows Assigned, or Not assigned when the pool has no
 * number to give. Fails (ERROR, then Not assigned) when the campaign does not answer.
 */
export const callerIdNode = defineNode({
  type: 'CallerId',
  category: 'Data services',
  featureFlag: 'callerId',
  label: 'Caller ID',
  description: 'Choose a local caller ID from a Core campaign\'s pool.',
  outputs: [{ id: 'assigned', label: 'Assigned' }, { id: 'notAssigned', label: 'Not assigned' }],
  config: z.object({ campaignId: requiredId }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'campaignId', label: 'Campaign', source: 'coreCampaigns', filter: { excludeStatuses: ['DEACTIVATED', 'DELETED'] }, setsLabel: true },
  ],
  fallback: 'notAssigned',
  evaluate: async (config, ix, ctx, node) => {
    const number = await ctx.callerId.assign(config.campaignId, { phone: ix.to, zip: ix.zip, state: ix.state });
    if (!number) {
      nodeLog(ix, ctx, node, 'WARNING', 'No caller ID available in the campaign\'s pool');
      return next('notAssigned');
    }
    ix.pcidFromNumber = number;
    nodeLog(ix, ctx, node, 'SUCCESS', `Caller ID ${number} assigned`);
    return next('assigned');
  },
});
