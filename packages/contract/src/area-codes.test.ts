import { describe, expect, it } from 'vitest';
import { AREA_CODE_PLACES, isNanpAreaCode } from './area-codes';
import { STATES } from './geo';

describe('isNanpAreaCode', () => {
  it('accepts geographic area codes of the US, its territories and Canada', () => {
    for (const code of ['212', '518', '201', '954', '416', '604', '787', '671']) expect(isNanpAreaCode(code), code).toBe(true);
  });
  it('refuses malformed, unassigned, service, toll-free and other countries’ codes', () => {
    for (const code of ['12', '1234', '099', '123', '999', '555', '411', '800', '888', '900', '242', '876', 'abc']) {
      expect(isNanpAreaCode(code), code).toBe(false);
    }
  });
});

describe('AREA_CODE_PLACES', () => {
  it('names only known area codes, each in a US state, DC or a Canadian province', () => {
    const codes = new Set(STATES.map((s) => s.code));
    for (const [code, [city, state]] of Object.entries(AREA_CODE_PLACES)) {
      expect(isNanpAreaCode(code), code).toBe(true);
      expect(codes.has(state), `${code} ${state}`).toBe(true);
      expect(city).toBe(city.toUpperCase());
    }
  });
});
