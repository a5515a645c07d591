import { z } from 'zod';
import { defineNode, next } from '../define-node';
import { mappedRecord, mappingList, messagingMapping } from '../mappings';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';
import { optionalText } from '../scope-refs';

export const MESSAGING_INIT_STATUSES = ['READY', 'ACTIVE'] as const;
/** A new node maps the interaction's To to the campaign's Phone (spec 3 §3). */
export const DEFAULT_MESSAGING_MAPPINGS = [{ id: 'phone', mapping: 'Phone', scope: 'Interaction', property: 'To', type: 'Phone' as const }];

/**
 * ETL workflows: adds the interaction to a messaging campaign as a lead of a list (named listName; deDupe drops a
 * phone already in the campaign; the list starts READY or ACTIVE). Each mapping reads a scope value into a campaign
 * field (Phone, FirstName, … or a custom field), cleaned for its type. The record goes to ctx.inserts; the list is
 * handed to the campaign when the execution ends. Follows Next. Without a readable phone nothing is added (a WARNING).
 * Fails (ERROR, then Next) when the insert cannot be collected.
 */
export const messagingCampaignInsertNode = defineNode({
  type: 'MessagingCampaignInsert',
  version: 1,
  category: 'External services',
  featureFlag: 'messagingCampaignInsert',
  workflowTypes: ['ETL'],
  label: 'Messaging campaign insert',
  description: 'Add the record to an Engage messaging campaign.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({
    messagingCampaignId: requiredId,
    listName: optionalText(200),
    deDupe: z.boolean().default(true),
    initStatus: z.enum(MESSAGING_INIT_STATUSES).default('ACTIVE'),
    mappings: mappingList(messagingMapping, (m) => m.mapping, 'mapping').max(100).prefault(DEFAULT_MESSAGING_MAPPINGS),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'messagingCampaignId', label: 'Messaging campaign', source: 'messagingCampaigns' },
    { kind: 'text', name: 'listName', label: 'List name' },
    { kind: 'switch', name: 'deDupe', label: 'De-dupe', helperText: 'Leave out phones already in the campaign' },
    { kind: 'select', name: 'initStatus', label: 'List status', options: [{ value: 'ACTIVE', label: 'Active' }, { value: 'READY', label: 'Ready' }] },
    { kind: 'widget', name: 'mappings', label: 'Mappings', widget: 'campaignMappings' },
  ],
  panelWidth: 900,
  fallback: 'next',
  evaluate: async (config, ix, ctx, node) => {
    const { record, unreadable, phone } = mappedRecord(ix, config.mappings, (m) => m.mapping);
    if (unreadable.length) nodeLog(ix, ctx, node, 'WARNING', `Left out values that could not be read: ${unreadable.join(', ')}`);
    if (!phone) {
      nodeLog(ix, ctx, node, 'WARNING', 'Not added: no phone number');
      return next('next');
    }
    await ctx.inserts.add(node.id, record);
    nodeLog(ix, ctx, node, 'SUCCESS', `${phone} added to the messaging campaign${config.listName ? ` list ${config.listName}` : ''}`);
    return next('next');
  },
});
