import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatDuration, formatFinish, formatMegabytes } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [61, '00:01:01'],
    [3600, '01:00:00'],
    [3 * 3600 + 25 * 60 + 7, '03:25:07'],
    [100 * 3600 + 5, '100:00:05'],
  ])('%d seconds is %s', (s, text) => expect(formatDuration(s)).toBe(text));

  it('shows a dash for nothing', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
  });
});

describe('elapsedSeconds', () => {
  const start = '2026-03-02T10:00:00.000Z';
  it('prefers the recorded duration', () => {
    expect(elapsedSeconds({ processingStart: start, processingFinish: null, processingDuration: 42 })).toBe(42);
  });
  it('falls back to finish minus start', () => {
    expect(elapsedSeconds({ processingStart: start, processingFinish: '2026-03-02T10:01:30.000Z' })).toBe(90);
  });
  it('counts to now while unfinished, or answers nothing', () => {
    expect(elapsedSeconds({ processingStart: start, processingFinish: null }, Date.parse(start) + 5000)).toBe(5);
    expect(elapsedSeconds({ processingStart: start, processingFinish: null })).toBeNull();
    expect(elapsedSeconds({ processingStart: null, processingFinish: null }, Date.now())).toBeNull();
  });
});

describe('list texts', () => {
  it('says In process until the list finishes', () => {
    expect(formatFinish(null)).toBe('In process');
    expect(formatFinish('2026-03-02T10:00:00.000Z')).not.toBe('In process');
  });
  it('gives sizes in MB to 2 decimals', () => {
    expect(formatMegabytes(1024 * 1024 * 1.5)).toBe('1.50 MB');
    expect(formatMegabytes(1234)).toBe('0.00 MB');
  });
});
