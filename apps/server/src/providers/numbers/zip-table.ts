import { createRequire } from 'node:module';

/** One US ZIP code or Canadian FSA of the `zipcodes` package. */
export interface ZipEntry {
  zip: string;
  city: string;
  /** Two-letter state for the US; the province's name for Canada, as the package gives it. */
  state: string;
  country: 'US' | 'CA';
  lat: number;
  lon: number;
}

interface RawZip { zip: string; city: string; state: string; country: string; latitude: number | null; longitude: number | null }

/**
 * The `zipcodes` package's 43,000 places as one compact table. The package itself is a 5 MB object literal that costs
 * some 80 MB of memory held for the life of the process; the table is read from it once and the package is let go.
 */
export interface ZipTable {
  lookup(zip: string): ZipEntry | null;
  /** Places of a city in a state (case-insensitive). */
  byCity(city: string, state: string): ZipEntry[];
  all(): readonly ZipEntry[];
}

let table: ZipTable | null = null;

export function zipTable(): ZipTable {
  table ??= build();
  return table;
}

function build(): ZipTable {
  const require = createRequire(import.meta.url);
  const raw = (require('zipcodes') as { codes: Record<string, RawZip> }).codes;
  // Cities repeat (many ZIPs per city): each name is kept once.
  const names = new Map<string, string>();
  const entries: ZipEntry[] = [];
  for (const z of Object.values(raw)) {
    if (z.latitude == null || z.longitude == null) continue;
    const city = names.get(z.city) ?? (names.set(z.city, z.city), z.city);
    entries.push({ zip: z.zip, city, state: z.state, country: z.country === 'US' ? 'US' : 'CA', lat: z.latitude, lon: z.longitude });
  }
  for (const id of Object.keys(require.cache)) if (/[\\/]node_modules[\\/]zipcodes[\\/]/.test(id)) delete require.cache[id];

  const byZip = new Map(entries.map((e) => [e.zip, e]));
  const byCity = new Map<string, ZipEntry[]>();
  for (const e of entries) {
    const key = `${e.state.toUpperCase()}|${e.city.toUpperCase()}`;
    const list = byCity.get(key);
    if (list) list.push(e);
    else byCity.set(key, [e]);
  }
  return {
    lookup: (zip) => byZip.get(zip) ?? null,
    byCity: (city, state) => byCity.get(`${state.toUpperCase()}|${city.toUpperCase()}`) ?? [],
    all: () => entries,
  };
}
