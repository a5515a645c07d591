import { STATES } from '@trueline/contract';
import type { NumberLocation } from './numbers';
import { US_AREA_CODES } from './area-code-data';
import { zipTable } from './zip-table';
import { CANADA_LOCATIONS } from './canada-area-codes';

/**
 * The location catalogue: real North American cities with the area codes that serve them. US codes come from the
 * `areacodes` package, which names for each code the first city of NANPA's alphabetical city list (often a small
 * suburb: 281 "Baytown", 972 "Carrollton"); PRINCIPAL_CITY below replaces those with the code's principal city, so
 * overlays of one metro join one location (Houston: 713, 281, 832, 346). Coordinates are the centre of the city's ZIP
 * codes (`zipcodes`), else the package's centroid of the area code.
 */
const PRINCIPAL_CITY: Record<string, string> = {
  '201': 'Jersey City', '551': 'Jersey City', '215': 'Philadelphia', '267': 'Philadelphia', '240': 'Rockville', '301': 'Rockville',
  '281': 'Houston', '832': 'Houston', '346': 'Houston', '469': 'Dallas', '972': 'Dallas', '303': 'Denver', '720': 'Denver',
  '313': 'Detroit', '314': 'Saint Louis', '557': 'Saint Louis', '332': 'New York', '212': 'New York', '646': 'New York',
  '917': 'New York', '718': 'New York', '347': 'New York', '929': 'New York', '405': 'Oklahoma City', '407': 'Orlando',
  '408': 'San Jose', '410': 'Baltimore', '503': 'Portland', '971': 'Portland', '504': 'New Orleans', '510': 'Oakland',
  '520': 'Tucson', '585': 'Rochester', '609': 'Trenton', '640': 'Trenton', '615': 'Nashville', '629': 'Nashville',
  '619': 'San Diego', '626': 'Pasadena', '702': 'Las Vegas', '725': 'Las Vegas', '909': 'San Bernardino', '716': 'Buffalo',
  '732': 'New Brunswick', '848': 'New Brunswick', '786': 'Miami', '804': 'Richmond', '818': 'Burbank', '747': 'Burbank',
  '908': 'Elizabeth', '916': 'Sacramento', '279': 'Sacramento', '918': 'Tulsa', '539': 'Tulsa', '919': 'Raleigh',
  '651': 'Saint Paul', '401': 'Providence', '402': 'Omaha', '318': 'Shreveport', '254': 'Waco', '231': 'Muskegon',
  '269': 'Kalamazoo', '272': 'Scranton', '309': 'Peoria', '320': 'Saint Cloud', '351': 'Lowell', '978': 'Lowell',
  '413': 'Springfield', '507': 'Rochester', '508': 'Worcester', '774': 'Worcester', '509': 'Spokane', '515': 'Des Moines',
  '517': 'Lansing', '540': 'Roanoke', '562': 'Long Beach', '575': 'Las Cruces', '608': 'Madison', '661': 'Bakersfield',
  '680': 'Syracuse', '707': 'Santa Rosa', '712': 'Sioux City', '715': 'Eau Claire', '719': 'Colorado Springs',
  '785': 'Topeka', '830': 'New Braunfels', '862': 'Newark', '914': 'Yonkers', '920': 'Green Bay', '949': 'Irvine',
  '951': 'Riverside', '970': 'Fort Collins', '989': 'Saginaw', '860': 'Hartford', '256': 'Huntsville', '302': 'Wilmington',
  '307': 'Cheyenne', '334': 'Montgomery', '385': 'Salt Lake City', '801': 'Salt Lake City', '541': 'Eugene',
  '463': 'Indianapolis', '559': 'Fresno', '574': 'South Bend', '601': 'Jackson', '769': 'Jackson', '603': 'Manchester',
  '605': 'Sioux Falls', '607': 'Binghamton', '682': 'Fort Worth', '817': 'Fort Worth', '706': 'Augusta', '762': 'Augusta',
  '775': 'Reno', '802': 'Burlington', '812': 'Evansville', '930': 'Evansville', '850': 'Tallahassee', '906': 'Marquette',
  '252': 'Greenville', '248': 'Troy', '947': 'Troy', '772': 'Port Saint Lucie', '636': 'Saint Charles', '763': 'Brooklyn Park',
};

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};

/** The centre of a US city's ZIP codes (the median, so a stray PO-box ZIP does not move it), when the package knows the city. */
function cityCentre(city: string, state: string): { lat: number; lon: number } | null {
  const zips = zipTable().byCity(city, state);
  if (zips.length === 0) return null;
  return { lat: median(zips.map((z) => z.lat)), lon: median(zips.map((z) => z.lon)) };
}

/** Codes with a 0 or 1 in the middle are the pre-1995 originals, so a metro's original code sorts before its overlays. */
const byAge = (a: string, b: string) => Number(a[1]! > '1') - Number(b[1]! > '1') || a.localeCompare(b);

function usLocations(): NumberLocation[] {
  const groups = new Map<string, { city: string; state: string; codes: { code: string; lat: number; lon: number }[] }>();
  for (const a of US_AREA_CODES) {
    const city = PRINCIPAL_CITY[a.code] ?? titleCase(a.city);
    const key = `${a.state}|${city.toLowerCase()}`;
    const g = groups.get(key) ?? { city, state: a.state, codes: [] };
    g.codes.push({ code: a.code, lat: a.lat, lon: a.lon });
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => {
    const codes = g.codes.sort((x, y) => byAge(x.code, y.code));
    const centre = cityCentre(g.city, g.state) ?? {
      lat: codes.reduce((s, c) => s + c.lat, 0) / codes.length,
      lon: codes.reduce((s, c) => s + c.lon, 0) / codes.length,
    };
    const lat = Math.round(centre.lat * 1e4) / 1e4;
    const lon = Math.round(centre.lon * 1e4) / 1e4;
    return { id: `US-${g.state}-${slug(g.city)}`, city: g.city, state: g.state, country: 'US' as const, lat, lon, areaCodes: codes.map((c) => c.code) };
  });
}

/** Every location, US then Canada, each list sorted by state and city; codes unknown to the NANP data are left out. */
export function buildCatalogue(isNanpAreaCode: (code: string) => boolean): NumberLocation[] {
  const ca = CANADA_LOCATIONS.map((c) => ({
    id: `CA-${c.state}-${slug(c.city)}`, city: c.city, state: c.state, country: 'CA' as const, lat: c.lat, lon: c.lon,
    areaCodes: c.areaCodes.filter(isNanpAreaCode).sort(byAge),
  }));
  const byPlace = (a: NumberLocation, b: NumberLocation) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city);
  return [...usLocations().sort(byPlace), ...ca.filter((c) => c.areaCodes.length > 0).sort(byPlace)];
}

const PROVINCE_CODE = new Map(STATES.map((s) => [s.stateName.toLowerCase(), s.code]));

/** Where a US ZIP (ZIP+4 too) or a Canadian postal code (its first three characters, the FSA) is. */
export function geocode(zip: string): { lat: number; lon: number; state: string; city: string } | null {
  const z = zip.trim().toUpperCase();
  const us = /^(\d{5})(?:-?\d{4})?$/.exec(z);
  const ca = /^([A-Z]\d[A-Z])\s?(?:\d[A-Z]\d)?$/.exec(z);
  const key = us?.[1] ?? ca?.[1];
  if (!key) return null;
  const hit = zipTable().lookup(key);
  if (!hit) return null;
  const state = hit.country === 'US' ? hit.state : PROVINCE_CODE.get(hit.state.toLowerCase());
  // Canadian FSAs name their neighbourhoods after the city: "Downtown Toronto (…)" reads as the city's part.
  const city = hit.country === 'US' ? hit.city : hit.city.replace(/\s*\(.*$/, '').trim();
  return state ? { lat: hit.lat, lon: hit.lon, state, city } : null;
}

/** Great-circle distance in kilometres. */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
