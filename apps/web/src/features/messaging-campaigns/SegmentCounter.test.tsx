import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SegmentCounter, segmentText } from './SegmentCounter';

afterEach(cleanup);

describe('SegmentCounter', () => {
  it('counts characters and segments, GSM-7 while every character fits it', () => {
    expect(segmentText('')).toBe('0 characters · 0 segments · GSM-7');
    expect(segmentText('a')).toBe('1 character · 1 segment · GSM-7');
    expect(segmentText('x'.repeat(160))).toBe('160 characters · 1 segment · GSM-7');
    expect(segmentText('x'.repeat(161))).toBe('161 characters · 2 segments · GSM-7');
  });
  it('switches to UCS-2 for an emoji, which counts as one character', () => {
    expect(segmentText('Hi 👋')).toBe('4 characters · 1 segment · UCS-2');
    expect(segmentText('ж'.repeat(71))).toBe('71 characters · 2 segments · UCS-2');
  });
  it('shows the count of its text', () => {
    render(<SegmentCounter text="Hello {{FirstName}}" />);
    expect(screen.getByTestId('segment-counter').textContent).toBe('19 characters · 1 segment · GSM-7');
  });
});
