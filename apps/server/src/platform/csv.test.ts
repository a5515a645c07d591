import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDataRow, csvRow, csvRows, neutraliseFormula } from './csv';

describe('csvCell', () => {
  it('quotes a cell with a comma, quote or line break and doubles its quotes; empty for null and undefined', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 12, -3.5, null, undefined, true, false, 10n].map(csvCell))
      .toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '"cr\rhere"', '12', '-3.5', '', '', 'true', 'false', '10']);
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '@cmd', '+cmd', '-cmd', '\tcmd', '\rcmd', '=1+1', '- x', '+ 1', '--1'].map(csvCell))
      .toEqual(["'=SUM(A1)", "'@cmd", "'+cmd", "'-cmd", "'\tcmd", `"'\rcmd"`, "'=1+1", "'- x", "'+ 1", "'--1"]);
    // The classic payloads: the DDE call after a number, and a hyperlink whose quotes are doubled inside quotes.
    expect(csvCell(`-2+3+cmd|' /C calc'!A0`)).toBe(`'-2+3+cmd|' /C calc'!A0`);
    expect(csvCell('+1+HYPERLINK("http://x")')).toBe(`"'+1+HYPERLINK(""http://x"")"`);
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
  });

  it('leaves numbers and phone numbers alone, signed or not', () => {
    const kept = ['+15125550100', '+1 (512) 555-0100', '-12.5', '-.5', '+.5', '-', '+', '5125550100', '(512) 555-0100', '12-3', 'a=b', ' =x'];
    expect(kept.map(csvCell)).toEqual(kept);
  });

  it('writes JavaScript numbers as they are, even where their text would look like a formula', () => {
    expect([-1e-7, -Infinity].map(csvCell)).toEqual(['-1e-7', '-Infinity']);
    expect(csvCell('-1e-7')).toBe("'-1e-7");
  });
});

describe('neutraliseFormula', () => {
  it('prefixes an apostrophe and nothing else', () => {
    expect(neutraliseFormula('=a,b')).toBe("'=a,b");
    expect(neutraliseFormula('ok')).toBe('ok');
  });
});

describe('csvRow, csvRows and csvDataRow', () => {
  it('end each line with CRLF and read back as the cells written (after the guard)', () => {
    const rows = [['Phone', 'Note', 'Amount'], ['+15125550100', 'says "hi", twice\nthen =stops', -4], ['=cmd', null, 0]];
    const text = csvRows(rows);
    expect(text).toBe(rows.map(csvRow).join(''));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toEqual([['Phone', 'Note', 'Amount'], ['+15125550100', 'says "hi", twice\nthen =stops', '-4'], ["'=cmd", '', '0']]);
  });

  it('csvDataRow keeps every cell exactly (a file the server reads back), quoting the same way', () => {
    expect(csvDataRow(['=cmd', '-x', 'a,b', null, 3])).toBe('=cmd,-x,"a,b",,3\r\n');
    expect(parse(csvDataRow(['@a', 'say "hi"']))).toEqual([['@a', 'say "hi"']]);
  });
});
