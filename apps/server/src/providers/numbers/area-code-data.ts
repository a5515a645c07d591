import rawAreaCodes from 'areacodes/lib/data.json' with { type: 'json' };
import { isNanpAreaCode } from '@trueline/contract';
import { CANADA_LOCATIONS } from './canada-area-codes';
import { zipTable } from './zip-table';

/**
 * The raw geographic data the sandboxes build on: US area codes from the `areacodes` package (NANPA's list with the
 * centroid of each code's coverage area) and US ZIP codes / Canadian FSAs from `zipcodes`. Only the 50 states and DC
 * are kept (territories are not locations numbers are ordered in); every code is checked with `isNanpAreaCode`.
 */

interface RawAreaCode {
  type: string;
  city: string | null;
  stateCode: string | null;
  location: { latitude: number | null; longitude: number | null };
}

export interface UsAreaCode {
  code: string;
  /** The city the package names for the code (NANPA's first listed city), before our corrections. */
  city: string;
  state: string;
  lat: number;
  lon: number;
}

const TERRITORIES = new Set(['VI', 'GU', 'MP', 'AS', 'PR']);

export const US_AREA_CODES: readonly UsAreaCode[] = Object.entries(rawAreaCodes as Record<string, RawAreaCode>)
  .filter(([code, v]) => v.type === 'local' && v.city && v.stateCode && !TERRITORIES.has(v.stateCode) && v.location.latitude != null && isNanpAreaCode(code))
  .map(([code, v]) => ({ code, city: v.city as string, state: v.stateCode as string, lat: v.location.latitude as number, lon: v.location.longitude as number }));

let byState: Map<string, string[]> | null = null;
/** US area codes of a state (two-letter code). */
export function usAreaCodesOf(state: string): readonly string[] {
  if (!byState) {
    byState = new Map();
    for (const a of US_AREA_CODES) byState.set(a.state, [...(byState.get(a.state) ?? []), a.code]);
  }
  return byState.get(state) ?? [];
}

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

let usZips: ZipPlace[] | null = null;
/** Every US ZIP code with its city, state and coordinates (built once, on first use). */
export function allUsZips(): readonly ZipPlace[] {
  usZips ??= zipTable().all()
    .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip) && usAreaCodesOf(z.state).length > 0)
    .map((z) => ({ zip: z.zip, city: z.city, state: z.state, lat: z.lat, lon: z.lon }));
  return usZips;
}

let stateByCode: Map<string, string> | null = null;
/** The state or province an area code serves (US from `areacodes`, Canada from the catalogue's table), or null. */
export function stateOfAreaCode(areaCode: string): string | null {
  if (!stateByCode) {
    stateByCode = new Map(US_AREA_CODES.map((a) => [a.code, a.state]));
    for (const c of CANADA_LOCATIONS) for (const code of c.areaCodes) stateByCode.set(code, c.state);
  }
  return stateByCode.get(areaCode) ?? null;
}
