import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * North American area codes, known once for the whole product: FTC SAN coverage, provisioning profiles and the sandbox
 * reputation provider all read them here. Which 3-digit codes are assigned comes from the NANP metadata that
 * libphonenumber ships (kept current with each release); the places are a sample of the plan's busiest codes.
 */

/** Regions of the North American Numbering Plan that count as North America here: the US (with its territories) and Canada. */
const NORTH_AMERICAN_REGIONS = new Set(['US', 'CA', 'PR', 'VI', 'GU', 'MP', 'AS']);

/** Valid NANP codes that reach no place: toll free, premium, personal and the Canadian non-geographic codes. */
const NON_GEOGRAPHIC = new Set(['500', '521', '522', '523', '524', '525', '526', '527', '528', '529', '532', '533', '544', '566', '577', '588',
  '600', '622', '700', '800', '833', '844', '855', '866', '877', '888', '900']);

/** True for an assigned geographic 3-digit area code of the US (territories included) or Canada. */
export function isNanpAreaCode(code: string): boolean {
  if (!/^[2-9]\d{2}$/.test(code) || code.endsWith('11') || NON_GEOGRAPHIC.has(code)) return false;
  const sample = parsePhoneNumberFromString(`+1${code}2345678`);
  return Boolean(sample?.isValid() && sample.country && NORTH_AMERICAN_REGIONS.has(sample.country));
}

/**
 * Where a sample of busy area codes are, as a CNAM database shows a number with no registered name ("AUSTIN TX"):
 * city and state or province. Every key is a known area code (`isNanpAreaCode`).
 */
export const AREA_CODE_PLACES: Readonly<Record<string, readonly [city: string, state: string]>> = {
  '201': ['JERSEY CITY', 'NJ'], '202': ['WASHINGTON', 'DC'], '203': ['NEW HAVEN', 'CT'], '205': ['BIRMINGHAM', 'AL'],
  '206': ['SEATTLE', 'WA'], '210': ['SAN ANTONIO', 'TX'], '212': ['NEW YORK', 'NY'], '213': ['LOS ANGELES', 'CA'],
  '214': ['DALLAS', 'TX'], '215': ['PHILADELPHIA', 'PA'], '216': ['CLEVELAND', 'OH'], '303': ['DENVER', 'CO'],
  '305': ['MIAMI', 'FL'], '310': ['BEVERLY HILLS', 'CA'], '312': ['CHICAGO', 'IL'], '313': ['DETROIT', 'MI'],
  '314': ['ST LOUIS', 'MO'], '317': ['INDIANAPOLIS', 'IN'], '402': ['OMAHA', 'NE'], '404': ['ATLANTA', 'GA'],
  '405': ['OKLAHOMA CITY', 'OK'], '407': ['ORLANDO', 'FL'], '412': ['PITTSBURGH', 'PA'], '415': ['SAN FRANCISCO', 'CA'],
  '416': ['TORONTO', 'ON'], '425': ['BELLEVUE', 'WA'], '469': ['DALLAS', 'TX'], '480': ['MESA', 'AZ'],
  '502': ['LOUISVILLE', 'KY'], '503': ['PORTLAND', 'OR'], '504': ['NEW ORLEANS', 'LA'], '512': ['AUSTIN', 'TX'],
  '514': ['MONTREAL', 'QC'], '520': ['TUCSON', 'AZ'], '602': ['PHOENIX', 'AZ'], '604': ['VANCOUVER', 'BC'],
  '612': ['MINNEAPOLIS', 'MN'], '613': ['OTTAWA', 'ON'], '615': ['NASHVILLE', 'TN'], '617': ['BOSTON', 'MA'],
  '619': ['SAN DIEGO', 'CA'], '646': ['NEW YORK', 'NY'], '702': ['LAS VEGAS', 'NV'], '704': ['CHARLOTTE', 'NC'],
  '713': ['HOUSTON', 'TX'], '714': ['ANAHEIM', 'CA'], '717': ['HARRISBURG', 'PA'], '718': ['BROOKLYN', 'NY'],
  '720': ['DENVER', 'CO'], '727': ['ST PETERSBURG', 'FL'], '732': ['NEW BRUNSWICK', 'NJ'], '737': ['AUSTIN', 'TX'],
  '754': ['FT LAUDERDALE', 'FL'], '763': ['MINNEAPOLIS', 'MN'], '786': ['MIAMI', 'FL'], '801': ['SALT LAKE CITY', 'UT'],
  '813': ['TAMPA', 'FL'], '816': ['KANSAS CITY', 'MO'], '832': ['HOUSTON', 'TX'], '901': ['MEMPHIS', 'TN'],
  '904': ['JACKSONVILLE', 'FL'], '909': ['SAN BERNARDINO', 'CA'], '916': ['SACRAMENTO', 'CA'], '917': ['NEW YORK', 'NY'],
  '919': ['RALEIGH', 'NC'], '949': ['IRVINE', 'CA'], '954': ['FT LAUDERDALE', 'FL'], '972': ['DALLAS', 'TX'],
};
