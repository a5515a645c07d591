import { AREA_CODE_PLACES as PLACES } from '@trueline/contract';

/** "AUSTIN TX" for 512, cut to the 15 characters a CNAM holds; null when the code is not in the sample. */
export function placeOf(areaCode: string): string | null {
  const p = PLACES[areaCode];
  if (!p) return null;
  const [city, st] = p;
  return `${city.slice(0, 15 - st.length - 1)} ${st}`;
}

