import { z } from 'zod';
import { SCOPE_LABELS, SCOPE_PROPERTIES, recordSetIdOfScope, type FixedScope } from '@trueline/contract';
import { NODE_MESSAGES } from './node-messages';

/**
 * References to scope values in node settings (`scope` + `property`): the fixed scopes of spec 3 §9 with their
 * properties, Meta and Custom with free text, and `RecordSet:{id}` with the set's attribute names (checked by the
 * editor, which knows the set).
 */
const isFixedScope = (scope: string): scope is FixedScope => Object.hasOwn(SCOPE_PROPERTIES, scope);
export const isKnownScope = (scope: string) => isFixedScope(scope) || Boolean(recordSetIdOfScope(scope));

/** Whether `property` is one the scope has (free text for Meta, Custom and record sets). */
export function isScopeProperty(scope: string, property: string): boolean {
  if (!isFixedScope(scope)) return Boolean(recordSetIdOfScope(scope)) && property.length > 0;
  const props = SCOPE_PROPERTIES[scope] as readonly string[] | null;
  return props ? props.includes(property) : property.length > 0;
}

/** The scopes a campaign mapping may read (spec 3 §3 "Mapping scopes"). */
export const MAPPING_SCOPES = ['Interaction', 'Meta', 'DataBoost', 'CampaignQuery', 'Custom'] as const satisfies readonly FixedScope[];
export const isMappableScope = (scope: string) => (MAPPING_SCOPES as readonly string[]).includes(scope) || Boolean(recordSetIdOfScope(scope));

/** How a scope is named in messages and the editor (a record set by its scope, the editor showing the set's name). */
export const scopeLabel = (scope: string) => (isFixedScope(scope) ? SCOPE_LABELS[scope] : scope);

/** A list item id the editor makes (React keys); lenient, so imported settings without ids still load. */
export const itemId = z.string().max(100).optional().default('');

const requiredText = z.string({ error: NODE_MESSAGES.required }).trim().min(1, NODE_MESSAGES.required);
/** A text field that may be absent or null (read as empty). */
export const optionalText = (max = 500) => z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(max));

/** The shape of a reference, checked: a known scope and a property it has. */
export const scopeRefShape = { scope: requiredText, property: requiredText };
export function checkScopeRef(
  ref: { scope: string; property: string }, ctx: z.RefinementCtx, opts: { mappable?: boolean; paths?: { scope: string; property: string } } = {},
) {
  const paths = opts.paths ?? { scope: 'scope', property: 'property' };
  // Empty values are reported by the fields themselves ("Field is required").
  if (typeof ref.scope !== 'string' || !ref.scope || typeof ref.property !== 'string') return;
  if (!isKnownScope(ref.scope)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.scopeUnknown, path: [paths.scope] });
  else if (opts.mappable && !isMappableScope(ref.scope)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.scopeNotMappable, path: [paths.scope] });
  else if (ref.property && !isScopeProperty(ref.scope, ref.property)) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.propertyNotInScope, path: [paths.property] });
}

/** A single scope + property pair (where a token or a date comes from); scope options for a select field. */
export const SINGLE_SCOPE_OPTIONS = (['Meta', 'Interaction', 'CampaignQuery', 'Custom'] as const).map((s) => ({ value: s, label: SCOPE_LABELS[s] }));

/**
 * For settings checks that span fields: run them even when another field is invalid, so the editor shows every
 * problem at once (zod skips refinements after a failed field otherwise). The checks read defensively.
 */
export const EVEN_WITH_ERRORS = { when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object' };
