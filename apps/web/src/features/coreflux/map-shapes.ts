import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
// The map data ships as separate assets (not in the JS chunk) and is fetched when a map is first shown.
import statesUrl from 'us-atlas/states-10m.json?url';
import countriesUrl from 'world-atlas/countries-110m.json?url';

export interface MapShapes {
  /** US states (us-atlas, 1:10m). */
  states: Feature<Geometry>[];
  /** Canada's outline (world-atlas, 1:110m). */
  canada: Feature<Geometry>[];
}

/** ISO 3166-1 numeric code of Canada, the id world-atlas gives its country. */
const CANADA = '124';

async function topology(url: string): Promise<Topology> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Map data could not be loaded (${res.status})`);
  return (await res.json()) as Topology;
}

const features = (topo: Topology, object: string): Feature<Geometry>[] => {
  const fc = feature(topo, topo.objects[object] as GeometryCollection);
  return 'features' in fc ? (fc.features as Feature<Geometry>[]) : [fc as Feature<Geometry>];
};

/** The US state and Canada outlines, from the npm map data. */
export async function loadMapShapes(): Promise<MapShapes> {
  const [us, world] = await Promise.all([topology(statesUrl), topology(countriesUrl)]);
  return {
    states: features(us, 'states'),
    canada: features(world, 'countries').filter((f) => String(f.id) === CANADA),
  };
}
