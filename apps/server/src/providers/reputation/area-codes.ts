/**
 * Where a North American area code is, as a CNAM database shows a number with no registered name
 * ("AUSTIN TX"). A sample of the plan's busiest codes; others answer null (shown as NOT AVAILABLE).
 */
const PLACES: Record<string, [string, string]> = {
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

/** "AUSTIN TX" for 512, cut to the 15 characters a CNAM holds; null when the code is not in the sample. */
export function placeOf(areaCode: string): string | null {
  const p = PLACES[areaCode];
  if (!p) return null;
  const [city, st] = p;
  return `${city.slice(0, 15 - st.length - 1)} ${st}`;
}

