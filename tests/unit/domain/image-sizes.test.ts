import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageSizes, imageSrcSet, variantUrl, variantWidthsFor } from '../../../domain/media/image-sizes.js';

describe('image sizes (issue 13)', () => {
  it('copies a photo at every variant width below its own, never at or above it', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([160, 320, 640, 800, 1024]);
    expect(variantWidthsFor(1024)).toEqual([160, 320, 640, 800]);
    expect(variantWidthsFor(1600)).toEqual([160, 320, 640, 800, 1024]);
    expect(variantWidthsFor(321)).toEqual([160, 320]);
    expect(variantWidthsFor(160)).toEqual([]);
  });

  it('names a copy after the photo: <name>-<width>w.<ext>', () => {
    expect(variantUrl('/media/shares/0f8e.jpg', 320)).toBe('/media/shares/0f8e-320w.jpg');
    expect(variantUrl('/media/avatars/a.b.png', 160)).toBe('/media/avatars/a.b-160w.png');
  });

  it('answers the recorded copies narrowest first, without repeats or widths the photo does not have below it', () => {
    expect(imageSizes('/media/blog/p.jpg', 960, 503, [640, 160, 320, 160, 1024, 0, 2.5])).toEqual({
      width: 960,
      height: 503,
      variants: [
        { url: '/media/blog/p-160w.jpg', width: 160 },
        { url: '/media/blog/p-320w.jpg', width: 320 },
        { url: '/media/blog/p-640w.jpg', width: 640 },
      ],
    });
  });

  it('lists the copies and the photo itself in srcset, and nothing for a photo without copies', () => {
    const photo = { url: '/media/shares/x.jpg', ...imageSizes('/media/shares/x.jpg', 1024, 768, [160, 320, 640]) };
    expect(imageSrcSet(photo)).toBe('/media/shares/x-160w.jpg 160w, /media/shares/x-320w.jpg 320w, /media/shares/x-640w.jpg 640w, /media/shares/x.jpg 1024w');
    expect(imageSrcSet({ url: '/media/shares/x.jpg' })).toBeUndefined();
    expect(imageSrcSet({ url: '/media/avatars/s.png', width: 120, height: 120, variants: [] })).toBeUndefined();
  });
});
