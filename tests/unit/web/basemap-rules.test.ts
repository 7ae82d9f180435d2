import { describe, expect, it } from 'vitest';
import { airportDetail, cityRank, minCityPopulation, showsCity } from '../../../web-public/src/components/map/basemap-rules';

// Metres per pixel of Web Mercator: zoom z is 156,543 / 2^z.
const atZoom = (z: number) => 156_543.03 / 2 ** z;

describe('what the basemap shows at which zoom', () => {
  it('shows no city over the whole continent, the largest over the country, more as the map closes in', () => {
    expect(minCityPopulation(atZoom(3))).toBeNull();
    expect(minCityPopulation(atZoom(5))).toBe(1_000_000);
    expect(minCityPopulation(atZoom(6))).toBe(300_000);
    expect(minCityPopulation(atZoom(7))).toBe(100_000);
    expect(minCityPopulation(atZoom(8))).toBe(50_000);
    expect(minCityPopulation(atZoom(10))).toBe(0);
  });

  it('shows Louisville on a 300 km view and Elizabethtown only on the Find page\'s 50 km circle', () => {
    const region = 1_000; // about 300 km across on a 600 px map
    const findCircle = (50_000 * 1.27) / 280; // 50 km radius over half a 600 px map at 38° N
    expect(showsCity(243_639, region)).toBe(true);
    expect(showsCity(29_678, region)).toBe(false);
    expect(showsCity(29_678, findCircle)).toBe(true);
    expect(showsCity(8_175_133, atZoom(3))).toBe(false);
  });

  it('sizes city labels in three steps', () => {
    expect([cityRank(2_000_000), cityRank(243_639), cityRank(29_678)]).toEqual([0, 1, 2]);
  });

  it('shows airports from a region\'s view in, with their codes on the Find page\'s circle', () => {
    expect(airportDetail(atZoom(5))).toBe('none');
    expect(airportDetail(atZoom(7.5))).toBe('symbol');
    expect(airportDetail((50_000 * 1.27) / 280)).toBe('code');
  });
});
