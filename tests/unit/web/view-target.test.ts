import { describe, expect, it } from 'vitest';
import { extentTarget } from '../../../web-public/src/components/map/view-target';

describe('fitting an extent into the map', () => {
  it('fits the longer side with the padding kept free, centred between the paddings', () => {
    // 1,000 x 500 map units into a 600 x 400 px map keeping 50 px free at every edge: 1,000 / 500 px.
    const target = extentTarget([0, 0, 1000, 500], [600, 400], [50, 50, 50, 50]);
    expect(target.resolution).toBe(2);
    expect(target.center).toEqual([500, 250]);
  });

  it('shifts the centre away from the wider padding, so the extent sits in the free part', () => {
    // 100 px more at the top and the right: the map's centre moves up and right of the extent's by 50 px.
    const target = extentTarget([0, 0, 1000, 500], [700, 500], [150, 150, 50, 50]);
    expect(target.resolution).toBe(2);
    expect(target.center).toEqual([600, 350]);
  });

  it('keeps one place at a sensible scale', () => {
    expect(extentTarget([10, 10, 10, 10], [600, 400], [0, 0, 0, 0], 150).resolution).toBe(150);
  });
});
