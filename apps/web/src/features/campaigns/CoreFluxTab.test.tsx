import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, type CityUtilization } from '@trueline/contract';
import { withProviders as wrap } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { campaignFixture } from './testing-fixtures';
import { CoreFluxTab } from './CoreFluxTab';

const { apiMock, realtime } = vi.hoisted(() => ({
  apiMock: vi.fn(),
  realtime: { channels: [] as string[], types: [] as string[], handler: null as null | (() => void), onSubscribed: null as null | (() => void) },
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => ({
  useRealtime: (channels: string[], types: string[], handler: () => void, onSubscribed?: () => void) =>
    Object.assign(realtime, { channels, types, handler, onSubscribed: onSubscribed ?? null }),
}));

const city = (target: number, active: number, message: string): CityUtilization => ({
  city: { id: 'US-NY-new-york', city: 'New York', state: 'NY', country: 'US', lat: 40.71, lon: -74.01 },
  utilization: { targetPoolCount: target, activeNumberCount: active, incompleteOrderCount: target - active, events: [{ timestamp: '2026-03-04T17:00:00.000Z', message }] },
});

const fake = fakeApi(apiMock);
afterEach(() => {
  cleanup();
  fake.reset();
});

describe('CoreFluxTab', { timeout: 30_000 }, () => {
  it('reads the cities again when CoreFlux publishes CityUtilization on the campaign channel', async () => {
    let answer = [city(2, 2, 'Holding 2: 80 calls/day over 3 days')];
    fake.on(campaignsRoutes.cityUtilization, () => answer);
    const campaign = campaignFixture({ enableElasticScaling: true });
    render(wrap(<CoreFluxTab campaign={campaign} editable={false} />));
    const grid = await screen.findByRole('grid', { name: 'CoreFlux cities' });
    await within(grid).findByText('Holding 2: 80 calls/day over 3 days');
    expect(realtime.channels).toEqual(['campaign:c1']);
    expect(realtime.types).toEqual(['CityUtilization']);
    expect(apiMock).toHaveBeenCalledTimes(1);

    answer = [city(4, 2, 'Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number')];
    realtime.handler!();
    await within(grid).findByText('Scaled up from 2 to 4: 180 calls/day over 3 days exceeds 50 per number');
    expect(apiMock).toHaveBeenCalledTimes(2);
    expect(apiMock).toHaveBeenLastCalledWith(campaignsRoutes.cityUtilization, { params: { ws: 'ws1', campaignId: 'c1' } });

    // A reconnect re-reads too (a run may have finished while the socket was away).
    realtime.onSubscribed!();
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(3));
  });

  it('subscribes to nothing when elastic scaling is off', async () => {
    Object.assign(realtime, { channels: [], types: [], handler: null });
    render(wrap(<CoreFluxTab campaign={campaignFixture()} editable={false} />));
    expect(await screen.findByRole('heading', { name: 'CoreFlux is not available for this campaign.' })).toBeTruthy();
    expect(realtime.handler).toBeNull();
    expect(apiMock).not.toHaveBeenCalled();
  });
});
