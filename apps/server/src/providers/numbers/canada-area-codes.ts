/**
 * Canada's geographic area codes by the city that anchors them (CNAC/CRTC assignments; overlays share their parent's
 * cities, and province-wide overlays appear under each of the province's cities). No npm package carries Canadian area
 * codes with places, so this short table does; coordinates are the cities' centres. Codes that libphonenumber's NANP
 * data does not know yet are dropped by the catalogue's `isNanpAreaCode` check.
 */
export const CANADA_LOCATIONS: readonly { city: string; state: string; lat: number; lon: number; areaCodes: readonly string[] }[] = [
  { city: 'Toronto', state: 'ON', lat: 43.6532, lon: -79.3832, areaCodes: ['416', '647', '437', '942'] },
  { city: 'Hamilton', state: 'ON', lat: 43.2557, lon: -79.8711, areaCodes: ['905', '289', '365', '742'] },
  { city: 'Ottawa', state: 'ON', lat: 45.4215, lon: -75.6972, areaCodes: ['613', '343', '753'] },
  { city: 'London', state: 'ON', lat: 42.9849, lon: -81.2453, areaCodes: ['519', '226', '548', '382'] },
  { city: 'Sudbury', state: 'ON', lat: 46.4917, lon: -80.993, areaCodes: ['705', '249', '683'] },
  { city: 'Thunder Bay', state: 'ON', lat: 48.3809, lon: -89.2477, areaCodes: ['807'] },
  { city: 'Montreal', state: 'QC', lat: 45.5017, lon: -73.5673, areaCodes: ['514', '438', '263'] },
  { city: 'Laval', state: 'QC', lat: 45.6066, lon: -73.7124, areaCodes: ['450', '579', '354'] },
  { city: 'Quebec City', state: 'QC', lat: 46.8139, lon: -71.208, areaCodes: ['418', '581', '367'] },
  { city: 'Sherbrooke', state: 'QC', lat: 45.4042, lon: -71.8929, areaCodes: ['819', '873', '468'] },
  { city: 'Vancouver', state: 'BC', lat: 49.2827, lon: -123.1207, areaCodes: ['604', '778', '236', '672'] },
  { city: 'Victoria', state: 'BC', lat: 48.4284, lon: -123.3656, areaCodes: ['250', '778', '236', '672'] },
  { city: 'Calgary', state: 'AB', lat: 51.0447, lon: -114.0719, areaCodes: ['403', '587', '825', '368'] },
  { city: 'Edmonton', state: 'AB', lat: 53.5461, lon: -113.4938, areaCodes: ['780', '587', '825', '368'] },
  { city: 'Winnipeg', state: 'MB', lat: 49.8951, lon: -97.1384, areaCodes: ['204', '431', '584'] },
  { city: 'Regina', state: 'SK', lat: 50.4452, lon: -104.6189, areaCodes: ['306', '639', '474'] },
  { city: 'Saskatoon', state: 'SK', lat: 52.1579, lon: -106.6702, areaCodes: ['306', '639', '474'] },
  { city: 'Halifax', state: 'NS', lat: 44.6488, lon: -63.5752, areaCodes: ['902', '782'] },
  { city: 'Charlottetown', state: 'PE', lat: 46.2382, lon: -63.1311, areaCodes: ['902', '782'] },
  { city: 'Moncton', state: 'NB', lat: 46.0878, lon: -64.7782, areaCodes: ['506', '428'] },
  { city: "St. John's", state: 'NL', lat: 47.5615, lon: -52.7126, areaCodes: ['709', '879'] },
  { city: 'Whitehorse', state: 'YT', lat: 60.7212, lon: -135.0568, areaCodes: ['867'] },
  { city: 'Yellowknife', state: 'NT', lat: 62.454, lon: -114.3718, areaCodes: ['867'] },
  { city: 'Iqaluit', state: 'NU', lat: 63.7467, lon: -68.517, areaCodes: ['867'] },
];
