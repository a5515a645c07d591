import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CityUtilization } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { CoreFluxMap } from './CoreFluxMap';
import { radiusFor, RADIUS_MAX, RADIUS_MIN, stepZoom, ZOOM_MAX, ZOOM_MIN } from './map-view';

const require = createRequire(import.meta.url);
const mapFile = (url: string) =>
  url.includes('states-10m') ? require.resolve('us-atlas/states-10m.json') : require.resolve('world-atlas/countries-110m.json');

beforeEach(() => {
  // The map data is fetched at run time; serve the real npm files.
  vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(readFileSync(mapFile(String(url)), 'utf8'))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: string, city: string, state: string, country: 'US' | 'CA', lat: number, lon: number, target: number): CityUtilization => ({
  city: { id, city, state, country, lat, lon },
  utilization: { targetPoolCount: target, activeNumberCount: target, incompleteOrderCount: 0, events: [] },
});
const rows = [
  row('US-NY-new-york', 'New York', 'NY', 'US', 40.71, -74.01, 10),
  row('US-IL-chicago', 'Chicago', 'IL', 'US', 41.88, -87.63, 4),
  row('US-TX-austin', 'Austin', 'TX', 'US', 30.27, -97.74, 0),
  row('CA-ON-toronto', 'Toronto', 'ON', 'CA', 43.65, -79.38, 25),
];

describe('map-view', () => {
  it('sizes circles from 2 to 40 by target, by area', () => {
    expect(radiusFor(0, 25)).toBe(RADIUS_MIN);
    expect(radiusFor(25, 25)).toBe(RADIUS_MAX);
    expect(radiusFor(99, 25)).toBe(RADIUS_MAX);
    expect(radiusFor(1, 1)).toBeCloseTo(2 + 38 * Math.sqrt(0.1)); // a scale top of at least 10
    expect(radiusFor(4, 16)).toBe(2 + 38 * 0.5);
  });

  it('steps the zoom by 0.12 within 0.55-2', () => {
    expect(stepZoom(1, 1)).toBe(1.12);
    expect(stepZoom(1, -1)).toBe(0.88);
    expect(stepZoom(1.96, 1)).toBe(ZOOM_MAX);
    expect(stepZoom(0.64, -1)).toBe(ZOOM_MIN);
  });
});

describe('CoreFluxMap', () => {
  it('draws a circle per city with radii in range, over the states and Canada', async () => {
    const { container } = render(withProviders(<CoreFluxMap rows={rows} />));
    const map = screen.getByRole('img', { name: 'CoreFlux map: target pool count in 4 cities' });
    const circles = [...container.querySelectorAll('circle')];
    expect(circles.map((c) => c.getAttribute('data-city')).sort()).toEqual(rows.map((r) => r.city.id).sort());
    for (const c of circles) {
      const r = Number(c.getAttribute('r'));
      expect(r).toBeGreaterThanOrEqual(RADIUS_MIN);
      expect(r).toBeLessThanOrEqual(RADIUS_MAX);
    }
    expect(Number(container.querySelector('[data-city="CA-ON-toronto"]')!.getAttribute('r'))).toBe(RADIUS_MAX);
    expect(Number(container.querySelector('[data-city="US-TX-austin"]')!.getAttribute('r'))).toBe(RADIUS_MIN);
    // 56 state shapes (states, DC, territories) and Canada.
    await waitFor(() => expect(map.querySelectorAll('path').length).toBe(57));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('places cities where they are: New York east of Chicago, Toronto north of Austin', () => {
    const { container } = render(withProviders(<CoreFluxMap rows={rows} />));
    const at = (id: string) => container.querySelector(`[data-city="${id}"]`)!;
    expect(Number(at('US-NY-new-york').getAttribute('cx'))).toBeGreaterThan(Number(at('US-IL-chicago').getAttribute('cx')));
    expect(Number(at('CA-ON-toronto').getAttribute('cy'))).toBeLessThan(Number(at('US-TX-austin').getAttribute('cy')));
  });

  it('shows city, state/country and target in the tooltip', async () => {
    const { container } = render(withProviders(<CoreFluxMap rows={rows} />));
    fireEvent.mouseOver(container.querySelector('[data-city="US-IL-chicago"]')!);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('ChicagoIL, USTarget pool count: 4');
  });

  it('zooms with the buttons and the wheel, clamped to 0.55-2', () => {
    render(withProviders(<CoreFluxMap rows={rows} />));
    const map = screen.getByRole('img');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const nyX = () => Number(map.querySelector('[data-city="US-NY-new-york"]')!.getAttribute('cx'));
    const before = nyX();

    fireEvent.click(zoomIn);
    expect(map.getAttribute('data-zoom')).toBe('1.12');
    expect(nyX()).toBeGreaterThan(before); // east of the centre moves further east

    for (let i = 0; i < 20; i++) fireEvent.click(zoomIn);
    expect(map.getAttribute('data-zoom')).toBe(String(ZOOM_MAX));
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);

    for (let i = 0; i < 30; i++) fireEvent.wheel(map, { deltaY: 100 });
    expect(map.getAttribute('data-zoom')).toBe(String(ZOOM_MIN));
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);

    fireEvent.wheel(map, { deltaY: -100 });
    expect(map.getAttribute('data-zoom')).toBe('0.67');
  });

  it('still shows the cities when the map data cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503 })));
    const { container } = render(withProviders(<CoreFluxMap rows={rows} />));
    expect(await screen.findByText('Map outlines could not be loaded.')).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(4);
  });
});
