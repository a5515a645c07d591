import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { activeRecordSet, requiredId } from '../record-keys';
import { tenDigits } from '../mappings';

export const ROUTE_SOURCES = ['TO', 'FROM'] as const;

/**
 * Looks the calling (FROM, the default) or called (TO) number up in a record set and hands the interaction off to the
 * workflow the record names in `workflowIdAttribute`; a Return there comes back and follows Next. Follows Not found
 * when there is no record or it names no workflow. Always enabled (no feature flag).
 * Fails (ERROR, then Not found) when the record set is missing or deleted, the store does not answer, or the workflow
 * named is missing or not published.
 */
export const recordSetRouteNode = defineNode({
  type: 'RecordSetRoute',
  category: 'Conditional routing',
  label: 'Record set router',
  description: 'Hand off to the workflow a record set names for the number.',
  outputs: [{ id: 'next', label: 'Next' }, { id: 'notFound', label: 'Not found' }],
  config: z.object({
    recordSetId: requiredId,
    source: z.enum(ROUTE_SOURCES).default('FROM'),
    workflowIdAttribute: z.string({ error: NODE_MESSAGES.required }).trim().min(1, NODE_MESSAGES.required),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'recordSetId', label: 'Record set', source: 'recordSets' },
    { kind: 'select', name: 'source', label: 'Number', options: [{ value: 'FROM', label: 'From (calling number)' }, { value: 'TO', label: 'To (called number)' }] },
    { kind: 'recordSetAttribute', name: 'workflowIdAttribute', label: 'Workflow ID attribute', recordSetField: 'recordSetId' },
  ],
  fallback: 'notFound',
  evaluate: async (config, ix, ctx, node) => {
    const set = await activeRecordSet(ctx, config.recordSetId);
    const number = config.source === 'TO' ? ix.to : ix.from;
    const key = set.strictPhoneKey ? tenDigits(number) : number.trim() || null;
    if (!key) {
      nodeLog(ix, ctx, node, 'WARNING', `No route: the interaction has no ${config.source === 'TO' ? 'To' : 'From'} number`);
      return next('notFound');
    }
    const record = await ctx.recordSets.get(set.id, key);
    const workflowId = record?.attributes[config.workflowIdAttribute];
    if (!record || workflowId === null || workflowId === undefined || String(workflowId).trim() === '') {
      nodeLog(ix, ctx, node, 'INFO', record ? `No route: the record has no ${config.workflowIdAttribute}` : `No route: ${key} is not in ${set.name}`);
      return next('notFound');
    }
    nodeLog(ix, ctx, node, 'SUCCESS', `Record found (${key} in ${set.name}), routing to workflow ${String(workflowId).trim()}`);
    return { kind: 'transfer', workflowId: String(workflowId).trim() };
  },
});
