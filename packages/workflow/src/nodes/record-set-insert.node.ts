import { z } from 'zod';
import { recordSetScope } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { scopeValue, type ScopeValue } from '../interaction';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { WRITE_SOURCES, activeRecordSet, checkMetaDataKey, recordKey, sourceOptions, writeKeyShape } from '../record-keys';
import { EVEN_WITH_ERRORS, checkScopeRef, itemId, scopeRefShape } from '../scope-refs';

/** One attribute of the record written, and the scope value it takes. */
export const recordSetAttributeMapping = z.object({
  id: itemId,
  attribute: z.string({ error: NODE_MESSAGES.required }).trim().min(1, NODE_MESSAGES.required),
  ...scopeRefShape,
}).superRefine((m, ctx) => checkScopeRef(m, ctx));

/** A value as the attribute's type wants it (N a number, B true/false, S text), or undefined when it cannot be one. */
function typed(type: 'S' | 'N' | 'B', value: ScopeValue): ScopeValue | undefined {
  if (type === 'S') return String(value);
  if (type === 'N') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    return String(value).trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  return ['true', 'yes', '1', 'y'].includes(word) ? true : ['false', 'no', '0', 'n'].includes(word) ? false : undefined;
}

/**
 * Adds (or replaces) a record keyed by the interaction's phone (To) or a meta data value, its attributes taken from
 * interaction values, request data, constants and earlier results; unset values are left out, and the set's TTL
 * applies. The written attributes also fill the scope `RecordSet:{id}`. Follows Next.
 * Fails (ERROR, then Next) when the record set is missing or deleted, an attribute is not the set's, or the store
 * refuses the record. A missing key only warns (nothing is written).
 */
export const recordSetInsertNode = defineNode({
  type: 'RecordSetInsert',
  category: 'Data services',
  featureFlag: 'recordSet',
  label: 'Record set insert',
  description: 'Add or replace a record in a record set.',
  outputs: [{ id: 'next', label: 'Next' }],
  config: z.object({
    ...writeKeyShape,
    attributes: z.array(recordSetAttributeMapping).max(50).default([]).superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        if (seen.has(m.attribute)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.attributeRepeated, path: [i, 'attribute'] });
        seen.add(m.attribute);
      });
    }),
  }).superRefine(checkMetaDataKey, EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'recordSetId', label: 'Record set', source: 'recordSets' },
    { kind: 'select', name: 'lookupSource', label: 'Primary key', options: sourceOptions(WRITE_SOURCES) },
    { kind: 'text', name: 'metaDataKey', label: 'Meta data key', showIf: { field: 'lookupSource', equals: 'METADATA' } },
    { kind: 'widget', name: 'attributes', label: 'Attributes', widget: 'recordSetAttributeMappings', helperText: 'The phone attribute is the primary key' },
  ],
  panelWidth: 900,
  fallback: 'next',
  evaluate: async (config, ix, ctx, node) => {
    const set = await activeRecordSet(ctx, config.recordSetId);
    const key = recordKey(ix, set, config.lookupSource, config.metaDataKey);
    if (key.key === null) {
      nodeLog(ix, ctx, node, 'WARNING', `Record not saved: ${key.why}`);
      return next('next');
    }
    const types = new Map(set.attributes.map((a) => [a.name, a.type]));
    const attributes: Record<string, ScopeValue> = {};
    const skipped: string[] = [];
    for (const m of config.attributes) {
      const type = types.get(m.attribute);
      if (!type) throw new Error(`${m.attribute} is not an attribute of ${set.name}`);
      const value = scopeValue(ix, m.scope, m.property);
      if (value === null || value === '') continue;
      const v = typed(type, value);
      if (v === undefined) skipped.push(m.attribute);
      else attributes[m.attribute] = v;
    }
    if (skipped.length) nodeLog(ix, ctx, node, 'WARNING', `Left out values that do not fit their attribute's type: ${skipped.join(', ')}`);
    await ctx.recordSets.put(set.id, key.key, attributes);
    ix.scopes[recordSetScope(set.id)] = { ...attributes };
    nodeLog(ix, ctx, node, 'SUCCESS', `Record saved (${key.key} in ${set.name})`);
    return next('next');
  },
});
