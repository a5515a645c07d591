import { z } from 'zod';
import type { EngineContext } from './context';
import type { Interaction } from './interaction';
import { scopeValue } from './interaction';
import { checkScopeRef, itemId, scopeLabel, scopeRefShape } from './scope-refs';
import { STATE_ZONES, normalizeState, normalizeZone } from './calendar/time-zones';

/** What a place scope's value is: a time zone, a phone (its area code), a state, or a ZIP / postal code. */
export const PLACE_PROPERTY_TYPES = ['Timezone', 'Phone', 'State', 'Zip'] as const;
export type PlacePropertyType = (typeof PLACE_PROPERTY_TYPES)[number];

/** For the Interaction scope the type follows from the property (spec 3 §5): Timezone, To → Phone, State, anything else Zip. */
export function interactionPropertyType(property: string): PlacePropertyType {
  if (property === 'Timezone') return 'Timezone';
  if (property === 'To') return 'Phone';
  if (property === 'State') return 'State';
  return 'Zip';
}

/** One entry of a TimeOfDay / StateDialing node's `scopes`: where the callee's time zone or state may be read. */
export const placeScope = z.object({
  id: itemId,
  ...scopeRefShape,
  propertyType: z.enum(PLACE_PROPERTY_TYPES).default('Zip'),
}).superRefine((ref, ctx) => checkScopeRef(ref, ctx))
  .transform((ref) => (ref.scope === 'Interaction' ? { ...ref, propertyType: interactionPropertyType(ref.property) } : ref));
export type PlaceScope = z.infer<typeof placeScope>;

/** Where the callee is, as far as the node can tell: the state and the zone(s) to check (every zone of the state when only the state is known). */
export interface CalleePlace {
  state: string | null;
  zones: readonly string[];
  /** Where it was read, for the event log. */
  source: string;
}

const phoneDigits = (v: string) => {
  const d = v.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
};

/**
 * The callee's place from the node's scopes, tried in order (the first value that tells a zone, and the first that
 * tells a state, win), completed by the interaction's own place (its ZIP's, else its To number's area code).
 * Null when nothing tells a zone or a state.
 */
export function calleePlace(ix: Interaction, ctx: EngineContext, scopes: readonly PlaceScope[] = []): CalleePlace | null {
  const found: Found = { zone: null, state: null, sources: [] };
  for (const ref of scopes) {
    if (found.zone && found.state) break;
    const raw = scopeValue(ix, ref.scope, ref.property);
    if (raw === null || raw === '') continue;
    const value = String(raw);
    const source = `${scopeLabel(ref.scope)} ${ref.property}`;
    if (ref.propertyType === 'Timezone') take(found, value, null, source);
    else if (ref.propertyType === 'State') take(found, null, value, source);
    else if (ref.propertyType === 'Phone') {
      const place = ctx.geo.areaCode(phoneDigits(value));
      take(found, place?.timezone, place?.state, source);
    } else {
      const place = ctx.geo.zip(value.trim());
      take(found, place?.timezone, place?.state, source);
    }
  }
  if (!found.zone || !found.state) take(found, ix.timezone, ix.state, 'the interaction');
  if (!found.zone || !found.state) {
    const place = ctx.geo.areaCode(ix.to);
    take(found, place?.timezone, place?.state, 'the area code of To');
  }
  const { zone, state } = found;
  if (!zone && !state) return null;
  const zones = zone ? [zone] : [...(STATE_ZONES[state!] ?? [])];
  return { state, zones, source: found.sources.join(', ') };
}

/** The zone and state found so far (the first of each wins) and where they were read. */
interface Found { zone: string | null; state: string | null; sources: string[] }

/** Completes `found` with a zone and a state, noting the source when it told something new. (No closure: a call makes several.) */
function take(found: Found, z: string | null | undefined, s: string | null | undefined, source: string) {
  const { zone, state } = found;
  found.zone ??= (z && normalizeZone(z)) || null;
  found.state ??= (s && normalizeState(s)) || null;
  if (found.zone !== zone || found.state !== state) found.sources.push(source);
}

export const ZIP_OVERRIDES = ['NEVER', 'ALWAYS', 'UNSET'] as const;
export type ZipOverride = (typeof ZIP_OVERRIDES)[number];
export const ZIP_OVERRIDE_LABELS: Record<ZipOverride, string> = {
  NEVER: 'Never', ALWAYS: 'Always', UNSET: 'Only when the interaction has no ZIP',
};

/**
 * Moves the interaction to another ZIP (from a record or a campaign lead): its city, state and time zone follow the
 * ZIP. ALWAYS overrides, UNSET only when the interaction has no ZIP. A ZIP the geography does not know is not taken.
 * Answers what happened, for the node's event log.
 */
export function overrideZip(ix: Interaction, ctx: EngineContext, mode: ZipOverride, zip: string | null | undefined):
  { changed: true; message: string } | { changed: false; message: string | null } {
  if (mode === 'NEVER') return { changed: false, message: null };
  if (mode === 'UNSET' && ix.zip) return { changed: false, message: null };
  const value = zip?.trim();
  if (!value) return { changed: false, message: null };
  const place = ctx.geo.zip(value);
  if (!place) return { changed: false, message: `ZIP ${value} is unknown, the interaction keeps its place` };
  ix.zip = place.zip ?? value;
  ix.city = place.city;
  ix.state = place.state;
  ix.timezone = place.timezone;
  return { changed: true, message: `ZIP overridden to ${ix.zip} (${[place.city, place.state].filter(Boolean).join(', ') || 'unknown place'}, ${place.timezone ?? 'unknown time zone'})` };
}
