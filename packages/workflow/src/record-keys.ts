import { z } from 'zod';
import type { EngineContext, RecordSetDefinition } from './context';
import type { Interaction } from './interaction';
import { tenDigits } from './mappings';
import { NODE_MESSAGES } from './node-messages';
import { optionalText } from './scope-refs';

/** Where a record-set node finds the record's key (spec 3 §9): lookups use any of these, insert and delete PHONE or METADATA. */
export const LOOKUP_SOURCES = ['PHONE', 'EXTERN_ID', 'CITY', 'STATE', 'ZIP', 'METADATA'] as const;
export type LookupSource = (typeof LOOKUP_SOURCES)[number];
export const WRITE_SOURCES = ['PHONE', 'METADATA'] as const satisfies readonly LookupSource[];
export const LOOKUP_SOURCE_LABELS: Record<LookupSource, string> = {
  PHONE: 'Phone (To)', EXTERN_ID: 'Extern ID', CITY: 'City', STATE: 'State', ZIP: 'ZIP', METADATA: 'Meta data',
};
export const sourceOptions = (sources: readonly LookupSource[]) => sources.map((s) => ({ value: s, label: LOOKUP_SOURCE_LABELS[s] }));

export const requiredId = z.string({ error: NODE_MESSAGES.required }).trim().min(1, NODE_MESSAGES.required);

/** recordSetId, lookupSource (PHONE by default) and metaDataKey (required with METADATA), shared by the record-set nodes. */
export const lookupKeyShape = { recordSetId: requiredId, lookupSource: z.enum(LOOKUP_SOURCES).default('PHONE'), metaDataKey: optionalText(200) };
export const writeKeyShape = { recordSetId: requiredId, lookupSource: z.enum(WRITE_SOURCES).default('PHONE'), metaDataKey: optionalText(200) };
export function checkMetaDataKey(c: { lookupSource: string; metaDataKey: string }, ctx: z.RefinementCtx) {
  if (c.lookupSource === 'METADATA' && !c.metaDataKey) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.required, path: ['metaDataKey'] });
}

/** A record set that is gone is a failure of the node (its fallback), not an absent record. */
export async function activeRecordSet(ctx: EngineContext, recordSetId: string): Promise<RecordSetDefinition> {
  const def = await ctx.recordSets.definition(recordSetId);
  if (!def) throw new Error('the record set is missing or deleted');
  return def;
}

/**
 * The key to look a record up by, or why there is none: the interaction's value for the source, as ten digits when
 * the set is keyed by phone.
 */
export function recordKey(ix: Interaction, set: RecordSetDefinition, source: LookupSource, metaDataKey: string):
  { key: string } | { key: null; why: string } {
  const raw = {
    PHONE: ix.to, EXTERN_ID: ix.externId, CITY: ix.city, STATE: ix.state, ZIP: ix.zip, METADATA: ix.data[metaDataKey],
  }[source]?.trim();
  const what = source === 'METADATA' ? `meta data ${metaDataKey}` : LOOKUP_SOURCE_LABELS[source];
  if (!raw) return { key: null, why: `the interaction has no ${what}` };
  if (!set.strictPhoneKey) return { key: raw };
  const phone = tenDigits(raw);
  return phone ? { key: phone } : { key: null, why: `${what} "${raw}" is not a phone number, the record set's key` };
}
