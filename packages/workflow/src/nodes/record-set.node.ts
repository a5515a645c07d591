import { z } from 'zod';
import { PHONE_TYPES, recordSetScope, type PhoneType } from '@trueline/contract';
import { defineNode, next } from '../define-node';
import { ZIP_OVERRIDES, ZIP_OVERRIDE_LABELS, overrideZip } from '../callee-place';
import { nodeLog } from '../node-log';
import { NODE_MESSAGES } from '../node-messages';
import { LOOKUP_SOURCES, activeRecordSet, checkMetaDataKey, lookupKeyShape, recordKey, sourceOptions } from '../record-keys';
import { EVEN_WITH_ERRORS, optionalText } from '../scope-refs';

const PHONE_TYPE_WORDS: Record<string, PhoneType> = {
  ...Object.fromEntries(PHONE_TYPES.map((t) => [t.toLowerCase(), t])),
  cell: 'Mobile', cellular: 'Mobile', wireless: 'Mobile', landline: 'Home', residential: 'Home', work: 'Business',
};
/** A record's phone-type value read as one of the interaction's phone types (Mobile, Home, Business, Other, Unknown), or null. */
export const readPhoneType = (value: string): PhoneType | null => PHONE_TYPE_WORDS[value.trim().toLowerCase()] ?? null;

/**
 * Looks the interaction up in a record set, by its phone (To), extern ID, city, state, ZIP or a meta data value, and
 * writes the record's attributes into the scope `RecordSet:{id}` for later Decision nodes (a miss clears that scope).
 * From the record it may also take the ZIP (zipOverride: ALWAYS, or UNSET when the interaction has none — the city,
 * state and time zone follow), the extern ID and the phone type. Follows Found or Not found.
 * Fails (ERROR, then Not found) when the record set is missing or deleted or the store does not answer.
 */
export const recordSetNode = defineNode({
  type: 'RecordSet',
  category: 'Data services',
  featureFlag: 'recordSet',
  label: 'Record set lookup',
  description: 'Find the interaction in a record set and use its attributes.',
  outputs: [{ id: 'found', label: 'Found' }, { id: 'notFound', label: 'Not found' }],
  config: z.object({
    ...lookupKeyShape,
    zipOverride: z.enum(ZIP_OVERRIDES).default('NEVER'),
    zipAttribute: optionalText(100),
    externIdAttribute: optionalText(100),
    phoneTypeAttribute: optionalText(100),
  }).superRefine((c, ctx) => {
    checkMetaDataKey(c, ctx);
    if (c.zipOverride !== 'NEVER' && !c.zipAttribute) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.required, path: ['zipAttribute'] });
  }, EVEN_WITH_ERRORS),
  form: [
    { kind: 'text', name: 'label', label: 'Label' },
    { kind: 'picker', name: 'recordSetId', label: 'Record set', source: 'recordSets' },
    { kind: 'select', name: 'lookupSource', label: 'Look up by', options: sourceOptions(LOOKUP_SOURCES) },
    { kind: 'text', name: 'metaDataKey', label: 'Meta data key', showIf: { field: 'lookupSource', equals: 'METADATA' } },
    { kind: 'select', name: 'zipOverride', label: 'Zip override', options: ZIP_OVERRIDES.map((v) => ({ value: v, label: ZIP_OVERRIDE_LABELS[v] })),
      helperText: "Take the interaction's ZIP (and so its city, state and time zone) from the record" },
    { kind: 'recordSetAttribute', name: 'zipAttribute', label: 'Zip attribute', recordSetField: 'recordSetId', showIf: { field: 'zipOverride', in: ['ALWAYS', 'UNSET'] } },
    { kind: 'recordSetAttribute', name: 'externIdAttribute', label: 'Extern ID attribute', recordSetField: 'recordSetId',
      helperText: "Take the interaction's extern ID from this attribute of the record" },
    { kind: 'recordSetAttribute', name: 'phoneTypeAttribute', label: 'Phone type attribute', recordSetField: 'recordSetId',
      helperText: "Take the interaction's phone type (Mobile, Home, Business, Other, Unknown) from this attribute" },
  ],
  fallback: 'notFound',
  evaluate: async (config, ix, ctx, node) => {
    const set = await activeRecordSet(ctx, config.recordSetId);
    const scope = recordSetScope(set.id);
    const key = recordKey(ix, set, config.lookupSource, config.metaDataKey);
    const record = key.key === null ? null : await ctx.recordSets.get(set.id, key.key);
    if (!record) {
      delete ix.scopes[scope];
      if (key.key === null) nodeLog(ix, ctx, node, 'WARNING', `Record not found: ${key.why}`);
      else nodeLog(ix, ctx, node, 'INFO', `Record not found (${key.key} in ${set.name})`);
      return next('notFound');
    }
    ix.scopes[scope] = { ...record.attributes };
    nodeLog(ix, ctx, node, 'SUCCESS', `Record found (${record.key} in ${set.name})`);

    const text = (attribute: string) => {
      const v = attribute ? record.attributes[attribute] : null;
      return v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();
    };
    const zip = overrideZip(ix, ctx, config.zipOverride, text(config.zipAttribute));
    if (zip.message) nodeLog(ix, ctx, node, zip.changed ? 'INFO' : 'WARNING', zip.message);
    const externId = text(config.externIdAttribute);
    if (externId) {
      ix.externId = externId;
      nodeLog(ix, ctx, node, 'INFO', `Extern ID set to ${externId}`);
    }
    const phoneType = text(config.phoneTypeAttribute);
    if (phoneType) {
      const type = readPhoneType(phoneType);
      if (type) ix.phoneType = type;
      nodeLog(ix, ctx, node, type ? 'INFO' : 'WARNING', type ? `Phone type set to ${type}` : `Phone type "${phoneType}" is not one of ${PHONE_TYPES.join(', ')}`);
    }
    return next('found');
  },
});
