import { z } from 'zod';
import { CRM_ADD_MODES, CRM_UPDATE_MODES, DEDUPE_DEFAULT, DEDUPE_LABELS, DEDUPE_OPTIONS, FIVE9_OPTION_LABELS, LIST_ADD_MODES, PROCESSING_MODES, PROCESSING_MODE_LABELS } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { dialerMapping, mappedRecord, mappingList } from '../mappings';
import { nodeLog } from '../node-log';
import { requiredId } from '../record-keys';
import { optionalText } from '../scope-refs';

export const CALL_NOW_MODES = ['NONE', 'NEW_CRM_ONLY', 'NEW_LIST_ONLY', 'ANY'] as const;
export const CALL_NOW_LABELS: Record<(typeof CALL_NOW_MODES)[number], string> = {
  NONE: "Don't call now", NEW_CRM_ONLY: 'Call new CRM records now', NEW_LIST_ONLY: 'Call new list records now', ANY: 'Call every added record now',
};
/** The Five9 options of a Core insert and their defaults (spec 3 §3). */
export const FIVE9_INSERT_DEFAULTS = { crmAddMode: 'ADD_NEW', crmUpdateMode: 'UPDATE_ALL', listAddMode: 'ADD_FIRST', callNowMode: 'NONE', leadKeyFields: ['number1'] } as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((v) => ({ value: v, label: labels[v] }));

/** Lead key fields: a list, or (from a text field) names separated by commas. */
const leadKeyFields = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z.array(z.string().trim()).transform((list) => [...new Set(list.filter(Boolean))]),
);

/**
 * ETL workflows: adds the interaction to a Core campaign as a lead of a dialer list (dialerListId and listName; REPLACE
 * empties the dialer list first, APPEND adds; Five9 options and Ring's de-dupe as in list loads). Each mapping reads
 * a scope value into a dialer field, cleaned for its type. The record goes to ctx.inserts; the list goes through the
 * campaign's list pipeline when the execution ends (which assigns local caller IDs when assignCallerId is on).
 * Follows Next. Without a readable phone nothing is added (a WARNING). Fails (ERROR, then Next) when the insert cannot
 * be collected.
 */
export const coreCampaignInsertNode = defineNode({
  type: 'CoreCampaignInsert',
  category: 'External services',
  featureFlag: 'coreCampaignInsert',
  workflowTypes: ['ETL'],
  label: 'Core campaign insert',
  description: 'Add the record to a Core campaign\'s dialer list.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({
    campaignId: requiredId,
    dialerListId: optionalText(200),
    listName: optionalText(200),
    assignCallerId: z.boolean().default(true),
    mode: z.enum(PROCESSING_MODES).default('APPEND'),
    five9Options: z.object({
      crmAddMode: z.enum(CRM_ADD_MODES).default(FIVE9_INSERT_DEFAULTS.crmAddMode),
      crmUpdateMode: z.enum(CRM_UPDATE_MODES).default(FIVE9_INSERT_DEFAULTS.crmUpdateMode),
      listAddMode: z.enum(LIST_ADD_MODES).default(FIVE9_INSERT_DEFAULTS.listAddMode),
      callNowMode: z.enum(CALL_NOW_MODES).default(FIVE9_INSERT_DEFAULTS.callNowMode),
      leadKeyFields: leadKeyFields.default([...FIVE9_INSERT_DEFAULTS.leadKeyFields]),
    }).prefault({}),
    ringCxOptions: z.object({ dedupe: z.enum(DEDUPE_OPTIONS).default(DEDUPE_DEFAULT) }).prefault({}),
    mappings: mappingList(dialerMapping, (m) => m.dialerField, 'dialerField').max(100).prefault([]),
  }),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'campaignId', label: 'Campaign', source: 'coreCampaigns', filter: { excludeStatuses: ['DEACTIVATED', 'DELETED'] } },
    { kind: 'picker', name: 'dialerListId', label: 'Dialer list', source: 'dialerLists', filter: { campaignField: 'campaignId' },
      helperText: 'Not used by RING and CONNECT dialers' },
    { kind: 'text', name: 'listName', label: 'List name' },
    { kind: 'switch', name: 'assignCallerId', label: 'Assign caller ID' },
    { kind: 'select', name: 'mode', label: 'Mode', options: options(PROCESSING_MODES, PROCESSING_MODE_LABELS) },
    { kind: 'select', name: 'five9Options.crmAddMode', label: 'Five9 CRM add mode', options: options(CRM_ADD_MODES, FIVE9_OPTION_LABELS) },
    { kind: 'select', name: 'five9Options.crmUpdateMode', label: 'Five9 CRM update mode', options: options(CRM_UPDATE_MODES, FIVE9_OPTION_LABELS) },
    { kind: 'select', name: 'five9Options.listAddMode', label: 'Five9 list add mode', options: options(LIST_ADD_MODES, FIVE9_OPTION_LABELS) },
    { kind: 'select', name: 'five9Options.callNowMode', label: 'Five9 call now mode', options: options(CALL_NOW_MODES, CALL_NOW_LABELS) },
    { kind: 'text', name: 'five9Options.leadKeyFields', label: 'Five9 lead key fields', helperText: 'Dialer fields that identify a lead, separated by commas' },
    { kind: 'select', name: 'ringCxOptions.dedupe', label: 'Ring de-dupe', options: options(DEDUPE_OPTIONS, DEDUPE_LABELS) },
    { kind: 'widget', name: 'mappings', label: 'Mappings', widget: 'campaignMappings' },
  ],
  panelWidth: 900,
  fallback: 'next',
  evaluate: async (config, ix, ctx, node) => {
    const { record, unreadable, phone } = mappedRecord(ix, config.mappings, (m) => m.dialerField);
    if (unreadable.length) nodeLog(ix, ctx, node, 'WARNING', `Left out values that could not be read: ${unreadable.join(', ')}`);
    if (!phone) {
      nodeLog(ix, ctx, node, 'WARNING', 'Not added: no phone number');
      return next('next');
    }
    await ctx.inserts.add(node.id, record);
    nodeLog(ix, ctx, node, 'SUCCESS', `${phone} added to the campaign${config.listName ? ` list ${config.listName}` : ''}`);
    return next('next');
  },
});
