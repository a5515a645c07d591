import { describe, expect, it } from 'vitest';
import { countSegments, isGsm7, looksLikeOptOut, parseKeyword, renderTokens, tokensIn } from './sms-text';

describe('countSegments', () => {
  it('fits 160 GSM-7 characters in one segment and splits longer texts into parts of 153', () => {
    expect(countSegments('')).toMatchObject({ encoding: 'GSM-7', segments: 0, remaining: 160 });
    expect(countSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0, perSegment: 160 });
    expect(countSegments('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153, remaining: 145 });
    expect(countSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts a GSM extension character as two septets and never splits its escape pair', () => {
    expect(countSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 80, units: 160, segments: 1 });
    expect(countSegments('{}')).toMatchObject({ units: 4 });
    // 152 plain septets, then an extension character: it does not fit the first part's last slot, so a second part starts.
    const text = 'a'.repeat(152) + '[' + 'b'.repeat(10);
    expect(countSegments(text)).toMatchObject({ units: 164, segments: 2, remaining: 153 - 12 });
  });

  it('switches the whole text to UCS-2 for a single non-GSM character: 70, then 67 per part', () => {
    expect(isGsm7('Hello “there”')).toBe(false);
    expect(countSegments('a'.repeat(69) + 'ş')).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1, remaining: 0 });
    expect(countSegments('a'.repeat(70) + 'ş')).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    // Extension characters cost one unit once the text is UCS-2.
    expect(countSegments('€ş')).toMatchObject({ encoding: 'UCS-2', units: 2 });
  });

  it('counts an emoji as two UCS-2 units and one character, and never splits its surrogate pair', () => {
    expect(countSegments('😀')).toMatchObject({ encoding: 'UCS-2', characters: 1, units: 2, segments: 1 });
    expect(countSegments('😀'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
    // 66 units then an emoji: the pair does not fit the first part's last unit.
    expect(countSegments('a'.repeat(66) + '😀'.repeat(3))).toMatchObject({ units: 72, segments: 2, remaining: 67 - 6 });
  });

  it('treats GSM basic accents as GSM-7 and other accents as UCS-2', () => {
    expect(countSegments('Ça coûte 5€ à Zürich').encoding).toBe('UCS-2'); // û is not GSM
    expect(countSegments('Ça va à Zürich, 5€').encoding).toBe('GSM-7');
  });
});

describe('tokens', () => {
  it('fills tokens from a lead in any case, with fallbacks for blank values', () => {
    const text = 'Hi {{FirstName|there}}, {{ firstname }} from {{City}}{{Missing|!}}';
    expect(tokensIn(text)).toEqual(['FirstName', 'firstname', 'City', 'Missing']);
    expect(renderTokens(text, { FirstName: 'Ana', City: 'Austin' })).toBe('Hi Ana, Ana from Austin!');
    expect(renderTokens('Hi {{FirstName|there}}', { FirstName: '  ' })).toBe('Hi there');
    expect(renderTokens('Hi {{FirstName}}', {})).toBe('Hi ');
  });
});

describe('parseKeyword', () => {
  it('reads the FCC opt-out words as the whole reply in any case and spacing', () => {
    for (const w of ['STOP', 'stop', ' Stop. ', 'S T O P', 'quit', 'End', 'REVOKE', 'opt out', 'Opt-Out', 'cancel', 'Unsubscribe', 'STOPALL', 'stop all']) {
      expect(parseKeyword(w), w).toBe('OPT_OUT');
    }
  });
  it('reads START, UNSTOP and YES as opt-in and HELP, INFO as help', () => {
    expect(parseKeyword('start')).toBe('OPT_IN');
    expect(parseKeyword('UNSTOP!')).toBe('OPT_IN');
    expect(parseKeyword('Yes')).toBe('OPT_IN');
    expect(parseKeyword('help')).toBe('HELP');
    expect(parseKeyword('Info?')).toBe('HELP');
  });
  it('leaves a keyword inside a longer reply alone', () => {
    expect(parseKeyword('Please stop')).toBeNull();
    expect(parseKeyword('The end of the month works')).toBeNull();
    expect(parseKeyword('')).toBeNull();
    expect(parseKeyword('😀')).toBeNull();
  });
});

describe('looksLikeOptOut', () => {
  it('flags free-text opt-out requests for review', () => {
    expect(looksLikeOptOut("please don't text me")).toBe(true);
    expect(looksLikeOptOut('Stop texting me!!')).toBe(true);
    expect(looksLikeOptOut('remove me from your list')).toBe(true);
    expect(looksLikeOptOut('Wrong number')).toBe(true);
    expect(looksLikeOptOut('What time do you open?')).toBe(false);
    expect(looksLikeOptOut('STOP')).toBe(false); // a keyword, acted on, not flagged
  });
});
