import { describe, expect, it } from 'vitest';
import { sandboxNumbers } from '../../providers/numbers/sandbox-numbers';
import { screeningGeo } from './geo';

describe('screening.geo', () => {
  // The catalogue and ZIP look-ups never touch the database.
  const geo = screeningGeo(sandboxNumbers({ db: null as never, latencyScale: 0 }));

  it('places a ZIP with its city, state and time zone, across zones and in Canada', () => {
    expect(geo.zip('78701')).toEqual({ city: 'Austin', state: 'TX', zip: '78701', timezone: 'America/Chicago' });
    expect(geo.zip('85004-1234')).toMatchObject({ state: 'AZ', timezone: 'America/Phoenix' });
    expect(geo.zip('96813')).toMatchObject({ state: 'HI', timezone: 'Pacific/Honolulu' });
    expect(geo.zip('M5V 3L9')).toMatchObject({ city: 'Downtown Toronto', state: 'ON', timezone: 'America/Toronto' });
    expect(geo.zip('00000')).toBeNull();
  });

  it('places a number by its area code when there is no ZIP', () => {
    expect(geo.areaCode('2125550100')).toMatchObject({ city: 'New York', state: 'NY', timezone: 'America/New_York' });
    expect(geo.areaCode('+1 (907) 555-0100')).toMatchObject({ state: 'AK', timezone: 'America/Anchorage' });
    expect(geo.areaCode('123')).toBeNull();
  });
});
