import tzlookup from '@photostructure/tz-lookup';
import type { GeoPlace } from '@trueline/workflow';
import type { NumbersProvider } from '../../providers/numbers/numbers';

/** Places kept between calls: ZIPs and area codes repeat endlessly in call traffic. */
const CACHE_MAX = 50_000;

/**
 * Where a callee is, for the engine: a ZIP (or Canadian postal code) through the carrier's catalogue, else the area
 * code's principal city; the IANA time zone from the place's coordinates (`@photostructure/tz-lookup`).
 */
export function screeningGeo(numbers: Pick<NumbersProvider, 'geocodeZip' | 'locationsForAreaCodes'>) {
  const zips = new Map<string, GeoPlace | null>();
  const areaCodes = new Map<string, GeoPlace | null>();
  const remember = <T>(cache: Map<string, T>, key: string, make: () => T): T => {
    if (cache.has(key)) return cache.get(key)!;
    if (cache.size >= CACHE_MAX) cache.clear();
    const value = make();
    cache.set(key, value);
    return value;
  };
  const zoneAt = (lat: number, lon: number) => {
    try {
      return tzlookup(lat, lon);
    } catch {
      return null;
    }
  };

  return {
    zip: (zip: string): GeoPlace | null => remember(zips, zip.trim().toUpperCase(), () => {
      const hit = numbers.geocodeZip(zip);
      return hit ? { city: hit.city, state: hit.state, zip: zip.trim().toUpperCase().slice(0, /^\d/.test(zip.trim()) ? 5 : 7), timezone: zoneAt(hit.lat, hit.lon) } : null;
    }),
    areaCode: (phone: string): GeoPlace | null => {
      const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      if (digits.length !== 10) return null;
      return remember(areaCodes, digits.slice(0, 3), () => {
        const loc = numbers.locationsForAreaCodes([digits.slice(0, 3)])[0];
        return loc ? { city: loc.city, state: loc.state, zip: null, timezone: zoneAt(loc.lat, loc.lon) } : null;
      });
    },
  };
}
