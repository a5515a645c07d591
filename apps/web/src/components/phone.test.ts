import { describe, expect, it } from 'vitest';
import { USER_PHONE_COUNTRIES } from '@trueline/contract';
import { composePhone, formatNational, formatPhone, optionalPhoneField, splitPhone } from './phone';

describe('phone helpers', () => {
  it('splits a stored number into its country and national digits', () => {
    expect(splitPhone('+12125550123', USER_PHONE_COUNTRIES)).toEqual({ country: 'US', national: '2125550123' });
    expect(splitPhone('+14165550123', USER_PHONE_COUNTRIES)).toEqual({ country: 'CA', national: '4165550123' });
    expect(splitPhone('+593991234567', USER_PHONE_COUNTRIES)).toEqual({ country: 'EC', national: '991234567' });
    expect(splitPhone(null, USER_PHONE_COUNTRIES)).toEqual({ country: 'US', national: '' });
  });

  it('composes E.164 from a valid national number, and keeps an invalid one recognisably invalid', () => {
    expect(composePhone('US', '(212) 555-0123')).toBe('+12125550123');
    expect(composePhone('EC', '099 123 4567')).toBe('+593991234567');
    expect(composePhone('US', '555')).toBe('+1555');
    expect(composePhone('EC', '  ')).toBe('');
  });

  it('formats stored numbers for reading', () => {
    expect(formatPhone('+12125550123')).toBe('(212) 555-0123');
    expect(formatPhone('+593991234567')).toBe('+593 99 123 4567');
    expect(formatPhone(null)).toBe('');
  });

  it('shows a US or Canadian number one way, whatever form it is stored in', () => {
    for (const stored of ['5125550142', '15125550142', '+15125550142', '(512) 555-0142', '512-555-0142', ' 1 512 555 0142 ']) {
      expect(formatPhone(stored)).toBe('(512) 555-0142');
    }
    expect(formatPhone('+14165550123')).toBe('(416) 555-0123');
  });

  it('keeps another country and anything that is not a phone number as it is', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('+593991234567')).toBe('+593 99 123 4567');
    for (const other of ['555', '0125550142', '25125550142', 'L-10042', 'abc 5125550142', 'n/a', '+1555']) expect(formatPhone(other)).toBe(other);
    expect(formatPhone('   ')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('formats the national part an input shows, and leaves an incomplete one as typed', () => {
    expect(formatNational('US', '5125550142')).toBe('(512) 555-0142');
    expect(formatNational('CA', '416 555 0123')).toBe('(416) 555-0123');
    expect(formatNational('EC', '0991234567')).toBe('99 123 4567');
    expect(formatNational('US', '51255')).toBe('51255');
  });

  it('accepts an empty phone or a valid US, CA or EC one', () => {
    const rule = optionalPhoneField(USER_PHONE_COUNTRIES);
    expect(rule.safeParse('').success).toBe(true);
    expect(rule.safeParse('+593991234567').success).toBe(true);
    const bad = rule.safeParse('+1555');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Phone number must be valid');
    expect(rule.safeParse('+442071838750').success).toBe(false);
  });
});
