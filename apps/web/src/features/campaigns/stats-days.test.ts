import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { zeroFill } from './stats-days';

const now = DateTime.fromISO('2026-03-31T12:00:00', { zone: 'America/New_York' });

describe('zeroFill', () => {
  it('answers every one of the last 30 days, the missing ones as zeros', () => {
    const filled = zeroFill([{ date: '2026-03-10', replaced: 4 }], { replaced: 0 }, now);
    expect(filled).toHaveLength(30);
    expect(filled[0]).toEqual({ date: '2026-03-02', replaced: 0 });
    expect(filled[29]).toEqual({ date: '2026-03-31', replaced: 0 });
    expect(filled.find((r) => r.date === '2026-03-10')).toEqual({ date: '2026-03-10', replaced: 4 });
    expect(filled.filter((r) => r.replaced > 0)).toHaveLength(1);
  });

  it('keeps days the answer holds outside the window, and fills the gaps up to them', () => {
    const filled = zeroFill([{ date: '2026-02-27', sent: 1, delivered: 1, failed: 0 }], { sent: 0, delivered: 0, failed: 0 }, now);
    expect(filled[0]).toEqual({ date: '2026-02-27', sent: 1, delivered: 1, failed: 0 });
    expect(filled[1]).toEqual({ date: '2026-02-28', sent: 0, delivered: 0, failed: 0 });
    expect(filled).toHaveLength(33);
  });

  it('counts days in the stats time zone (late evening in New York is still that day)', () => {
    const lateUtc = DateTime.fromISO('2026-04-01T02:00:00Z');
    const filled = zeroFill<{ date: string; replaced: number }>([], { replaced: 0 }, lateUtc);
    expect(filled[filled.length - 1]!.date).toBe('2026-03-31');
  });
});
