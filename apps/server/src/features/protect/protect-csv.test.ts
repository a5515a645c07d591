import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trueline/contract';
import { readProtectCsv } from './protect-csv';

const read = (text: string, withDescription = true) => readProtectCsv(Buffer.from(text), { withDescription });

describe('readProtectCsv', () => {
  it('skips a header line and blank lines, keeps descriptions when adding, and numbers rows by line', () => {
    const file = read('\uFEFFnumber,description\n5125550100,Main line\n\n"(512) 555-0101","Second, with comma"\n+1 512-555-0102\n');
    expect(file.rows).toEqual([
      { row: 2, number: '5125550100', description: 'Main line' },
      { row: 4, number: '5125550101', description: 'Second, with comma' },
      { row: 5, number: '5125550102', description: null },
    ]);
    expect(file.failureCount).toBe(0);
    expect(read('5125550100,ignored', false).rows[0]!.description).toBeNull();
  });

  it('rejects numbers that are not ten-digit US or Canadian numbers, duplicates and long descriptions', () => {
    const file = read(['5125550100', '512555010', '1125550100', '8765550100', '5125550100', `4165550100,${'x'.repeat(256)}`, '4165550101'].join('\n'));
    expect(file.rows.map((r) => r.number)).toEqual(['5125550100', '4165550101']);
    expect(file.failures).toEqual([
      { row: 2, number: '512555010', reason: MESSAGES.protectRowInvalidNumber },
      { row: 3, number: '1125550100', reason: MESSAGES.protectRowInvalidNumber },
      { row: 4, number: '8765550100', reason: MESSAGES.protectRowInvalidNumber },
      { row: 5, number: '5125550100', reason: MESSAGES.protectRowDuplicate },
      { row: 6, number: '4165550100', reason: MESSAGES.protectRowDescriptionTooLong },
    ]);
  });

  it('lists the first thousand failures and counts them all', () => {
    const file = read(Array.from({ length: 1500 }, (_, i) => `bad-${i}`).join('\n'));
    expect(file.failureCount).toBe(1500);
    expect(file.failures).toHaveLength(1000);
  });
});
