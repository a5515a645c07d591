/** Shapes of North American numbers the sandboxes share. Numbers are handled as ten digits. */

/** Ten digits from a number written any usual way (+1, dashes, brackets), or null when it is not ten digits. */
export function tenDigits(value: string | null | undefined): string | null {
  let d = (value ?? '').replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return d.length === 10 ? d : null;
}

/** A dialable NANP shape: area code and exchange start with 2-9 and are not N11 service codes. */
export const isNanpShape = (d: string) => /^[2-9]\d{2}[2-9]\d{6}$/.test(d) && d.slice(1, 3) !== '11' && d.slice(4, 6) !== '11';

export const TOLL_FREE_CODES = new Set(['800', '833', '844', '855', '866', '877', '888']);
export const isTollFree = (d: string) => TOLL_FREE_CODES.has(d.slice(0, 3));

/** 555-0100 to 555-0199 are reserved for fiction in every area code: never a real subscriber. */
export const isFictional = (d: string) => d.slice(3, 6) === '555' && d.slice(6, 8) === '01';

/** A realistic subscriber number in an area code: exchange 2-9XX (not N11, not 555), any line. */
export function localNumber(rand: () => number, areaCode: string): string {
  let nxx: number;
  do nxx = 200 + Math.floor(rand() * 800);
  while (nxx % 100 === 11 || nxx === 555);
  return `${areaCode}${nxx}${String(Math.floor(rand() * 10000)).padStart(4, '0')}`;
}
