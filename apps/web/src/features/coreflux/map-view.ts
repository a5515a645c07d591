import { geoConicEqualArea, type GeoProjection } from 'd3-geo';

/**
 * The CoreFlux map's view (spec 2 §2): centred on the USA at 39.8283, -98.5795, base zoom 3, circles of radius 2 to 40
 * sized by targetPoolCount, zoom step 0.12 with the zoom factor kept within 0.55-2.
 */
export const MAP_CENTER = { lat: 39.8283, lon: -98.5795 } as const;
export const BASE_ZOOM = 3;
export const ZOOM_STEP = 0.12;
export const ZOOM_MIN = 0.55;
export const ZOOM_MAX = 2;
export const RADIUS_MIN = 2;
export const RADIUS_MAX = 40;
/** The drawing's own units; the SVG scales to its container's width. */
export const VIEW = { width: 960, height: 600 } as const;

/**
 * Slippy-map zoom levels double the scale each step; we keep that and take 112.5 · 2^zoom as the projection scale, so
 * base zoom 3 (scale 900) shows the lower 48 states and southern Canada (Vancouver to Halifax) across the 960-unit view.
 */
export const scaleForZoom = (zoom: number) => 112.5 * 2 ** zoom;

/** An equal-area conic (Albers) projection for North America, centred on the USA's geographic centre. */
export function baseProjection(): GeoProjection {
  return geoConicEqualArea()
    .parallels([29.5, 45.5])
    .rotate([-MAP_CENTER.lon, 0])
    .center([0, MAP_CENTER.lat])
    .scale(scaleForZoom(BASE_ZOOM))
    .translate([VIEW.width / 2, VIEW.height / 2]);
}

/** The zoom factor after `steps` steps (negative: out), kept within the limits and free of float drift. */
export const stepZoom = (factor: number, steps: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((factor + steps * ZOOM_STEP) * 100) / 100));

/**
 * Circle radius for a target pool count: area grows with the count (square root), from RADIUS_MIN at 0 to RADIUS_MAX at
 * the largest target shown. The scale's top is at least 10 so a campaign whose cities all hold one number does not
 * draw every city at full size.
 */
export function radiusFor(target: number, largest: number): number {
  const top = Math.max(10, largest);
  const share = Math.min(1, Math.max(0, target) / top);
  return RADIUS_MIN + (RADIUS_MAX - RADIUS_MIN) * Math.sqrt(share);
}
