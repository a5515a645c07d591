import { z } from 'zod';
import { scopeValue, type Interaction, type ScopeValue } from './interaction';
import { NODE_MESSAGES } from './node-messages';
import { checkScopeRef, itemId, scopeRefShape } from './scope-refs';

/** How a mapped value is cleaned before it is handed over (spec 3 §3 "Mapping": Phone, Zip, City, State, Data; Data by default). */
export const MAPPING_TYPES = ['Phone', 'Zip', 'City', 'State', 'Data'] as const;
export type MappingType = (typeof MAPPING_TYPES)[number];

const requiredText = z.string({ error: NODE_MESSAGES.required }).trim().min(1, NODE_MESSAGES.required);
const mappingShape = { id: itemId, ...scopeRefShape, type: z.enum(MAPPING_TYPES).default('Data') };

/** A mapping of the messaging insert: a scope value into a campaign field (Phone, FirstName, … or a custom field). */
export const messagingMapping = z.object({ ...mappingShape, mapping: requiredText }).superRefine((m, ctx) => checkScopeRef(m, ctx, { mappable: true }));
/** A mapping of the Core insert: a scope value into a dialer field (`number1`, `first_name`…). */
export const dialerMapping = z.object({ ...mappingShape, dialerField: requiredText }).superRefine((m, ctx) => checkScopeRef(m, ctx, { mappable: true }));

/** A list of mappings: each target field once (letter case aside), and a phone among them. */
export function mappingList<T extends { type: MappingType }>(item: z.ZodType<T>, target: (m: T) => string, targetKey: string) {
  return z.array(item).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((m, i) => {
      const field = target(m).toLowerCase();
      if (seen.has(field)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.mappingRepeated, path: [i, targetKey] });
      seen.add(field);
    });
    if (!list.some((m) => m.type === 'Phone')) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.phoneMappingRequired });
  });
}

/** Ten digits from a US or Canadian number as people write it, or null. */
export function tenDigits(value: string): string | null {
  let d = value.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(d) ? d : null;
}

/** A mapped value cleaned for its type; null when it is unset or cannot be read as that type. */
export function mappedValue(type: MappingType, value: ScopeValue): string | null {
  if (value === null) return null;
  const text = String(value).trim();
  if (!text) return null;
  switch (type) {
    case 'Phone': return tenDigits(text);
    case 'Zip': {
      const us = /^(\d{5})(?:-?\d{4})?$/.exec(text);
      if (us) return us[1]!;
      const ca = /^([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)$/.exec(text);
      return ca ? `${ca[1]} ${ca[2]}`.toUpperCase() : null;
    }
    case 'State': return /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
    case 'City':
    case 'Data': return text;
  }
}

/**
 * The record a campaign insert hands over: each mapping's value, cleaned for its type, under its target field. Unset
 * values are left out; values that cannot be read as their type are left out and named in `unreadable`; `phone` is the
 * first Phone-typed value.
 */
export function mappedRecord<T extends { type: MappingType; scope: string; property: string }>(
  ix: Interaction, mappings: readonly T[], target: (m: T) => string,
): { record: Record<string, string>; unreadable: string[]; phone: string | null } {
  const record: Record<string, string> = {};
  const unreadable: string[] = [];
  let phone: string | null = null;
  for (const m of mappings) {
    const raw = scopeValue(ix, m.scope, m.property);
    if (raw === null || String(raw).trim() === '') continue;
    const value = mappedValue(m.type, raw);
    if (value === null) unreadable.push(target(m));
    else {
      record[target(m)] = value;
      if (m.type === 'Phone') phone ??= value;
    }
  }
  return { record, unreadable, phone };
}
