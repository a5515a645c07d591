import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/**
 * The time zones each US state (with DC) and Canadian province spans, principal zone first. Where a state spans
 * several zones and only the state is known, calling-hour checks hold in every one of them (the stricter reading).
 */
export const STATE_ZONES: Readonly<Record<string, readonly string[]>> = {
  AL: ['America/Chicago'], AK: ['America/Anchorage', 'America/Adak'], AZ: ['America/Phoenix', 'America/Denver'], AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'], CO: ['America/Denver'], CT: ['America/New_York'], DE: ['America/New_York'], DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'], GA: ['America/New_York'], HI: ['Pacific/Honolulu'], ID: ['America/Boise', 'America/Los_Angeles'],
  IL: ['America/Chicago'], IN: ['America/Indiana/Indianapolis', 'America/Chicago'], IA: ['America/Chicago'], KS: ['America/Chicago', 'America/Denver'],
  KY: ['America/New_York', 'America/Chicago'], LA: ['America/Chicago'], ME: ['America/New_York'], MD: ['America/New_York'], MA: ['America/New_York'],
  MI: ['America/Detroit', 'America/Menominee'], MN: ['America/Chicago'], MS: ['America/Chicago'], MO: ['America/Chicago'], MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'], NV: ['America/Los_Angeles'], NH: ['America/New_York'], NJ: ['America/New_York'], NM: ['America/Denver'],
  NY: ['America/New_York'], NC: ['America/New_York'], ND: ['America/Chicago', 'America/Denver'], OH: ['America/New_York'], OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Boise'], PA: ['America/New_York'], RI: ['America/New_York'], SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'], TN: ['America/Chicago', 'America/New_York'], TX: ['America/Chicago', 'America/Denver'], UT: ['America/Denver'],
  VT: ['America/New_York'], VA: ['America/New_York'], WA: ['America/Los_Angeles'], WV: ['America/New_York'], WI: ['America/Chicago'], WY: ['America/Denver'],
  AB: ['America/Edmonton'], BC: ['America/Vancouver', 'America/Edmonton'], MB: ['America/Winnipeg'], NB: ['America/Moncton'],
  NL: ['America/St_Johns', 'America/Goose_Bay'], NS: ['America/Halifax'], NT: ['America/Yellowknife'], NU: ['America/Iqaluit', 'America/Winnipeg', 'America/Edmonton'],
  ON: ['America/Toronto', 'America/Winnipeg'], PE: ['America/Halifax'], QC: ['America/Toronto', 'America/Halifax'], SK: ['America/Regina'],
  YT: ['America/Whitehorse'],
};

export const CANADIAN_PROVINCES: ReadonlySet<string> = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** Zone names people and data feeds write instead of IANA names ("EST" in data means US Eastern, with its DST). */
const ZONE_ALIASES: Readonly<Record<string, string>> = {
  EASTERN: 'America/New_York', ET: 'America/New_York', EST: 'America/New_York', EDT: 'America/New_York',
  CENTRAL: 'America/Chicago', CT: 'America/Chicago', CST: 'America/Chicago', CDT: 'America/Chicago',
  MOUNTAIN: 'America/Denver', MT: 'America/Denver', MST: 'America/Denver', MDT: 'America/Denver',
  ARIZONA: 'America/Phoenix',
  PACIFIC: 'America/Los_Angeles', PT: 'America/Los_Angeles', PST: 'America/Los_Angeles', PDT: 'America/Los_Angeles',
  ALASKA: 'America/Anchorage', AKST: 'America/Anchorage', AKDT: 'America/Anchorage',
  HAWAII: 'Pacific/Honolulu', HST: 'Pacific/Honolulu',
  ATLANTIC: 'America/Halifax', AST: 'America/Halifax', ADT: 'America/Halifax',
  NEWFOUNDLAND: 'America/St_Johns', NST: 'America/St_Johns', NDT: 'America/St_Johns',
};

/** Zone names already checked: luxon's isValidZone builds an Intl formatter on every call, the costliest step of a screening. */
const checked = new Map<string, string | null>();

/** An IANA zone name from a value (an IANA name or a common US/Canadian alias), or null when it names no zone. */
export function normalizeZone(value: string): string | null {
  const known = checked.get(value);
  if (known !== undefined) return known;
  const v = value.trim();
  const alias = v ? ZONE_ALIASES[v.toUpperCase().replace(/\s+(STANDARD|DAYLIGHT)?\s*TIME$/, '')] : undefined;
  const zone = alias ?? (v && IANAZone.isValidZone(v) ? v : null);
  // Values come from data, so the memory is bounded: forget everything past a few thousand names.
  if (checked.size >= 5_000) checked.clear();
  checked.set(value, zone);
  return zone;
}

/** A two-letter US state or Canadian province code from a value, or null. */
export function normalizeState(value: string): string | null {
  // Most values are already a code as written ("TX"): no new strings for those.
  if (Object.hasOwn(STATE_ZONES, value)) return value;
  const v = value.trim().toUpperCase();
  return STATE_ZONES[v] ? v : null;
}

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * An IANA zone whose UTC offsets are remembered per quarter hour. luxon asks Intl for the offset of every instant it
 * handles, the costliest step of a screening; offsets only change at transitions, which fall on quarter hours in every
 * zone the product serves.
 */
class RememberedZone extends Zone {
  private readonly inner: IANAZone;
  private readonly offsets = new Map<number, number>();
  constructor(name: string) {
    super();
    this.inner = IANAZone.create(name);
  }
  override get type() { return 'iana'; }
  override get name() { return this.inner.name; }
  get ianaName() { return this.inner.name; }
  override get isUniversal() { return false; }
  override get isValid() { return this.inner.isValid; }
  override offsetName(ts: number, opts: ZoneOffsetOptions) { return this.inner.offsetName(ts, opts); }
  override formatOffset(ts: number, format: ZoneOffsetFormat) { return this.inner.formatOffset(ts, format); }
  override equals(other: Zone) { return other.type === 'iana' && other.name === this.name; }
  override offset(ts: number) {
    const bucket = Math.floor(ts / QUARTER_HOUR);
    let offset = this.offsets.get(bucket);
    if (offset === undefined) {
      offset = this.inner.offset(ts);
      if (this.offsets.size >= 10_000) this.offsets.clear();
      this.offsets.set(bucket, offset);
    }
    return offset;
  }
}

const zones = new Map<string, Zone>();
/** The luxon zone for an IANA name, remembered (see RememberedZone); use it wherever a DateTime is placed in a zone. */
export function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    zone = IANAZone.isValidZone(name) ? new RememberedZone(name) : IANAZone.create(name);
    zones.set(name, zone);
  }
  return zone;
}
