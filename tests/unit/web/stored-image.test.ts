import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imageSizes } from '../../../domain/media/image-sizes.js';
import { cardImageLoading, StoredImage } from '../../../web-public/src/components/stored-image/stored-image.js';

const photo = { url: '/media/shares/x.jpg', ...imageSizes('/media/shares/x.jpg', 1024, 640, [160, 320, 640]) };
const SIZES = '(max-width: 600px) calc(100vw - 2rem), 300px';

/** The attributes of the rendered <img>, by their lower-case names (HTML's are case-insensitive). */
function imgAttributes(props: Parameters<typeof StoredImage>[0]): Record<string, string> {
  const html = renderToStaticMarkup(createElement(StoredImage, props));
  const img = /<img ([^>]*?)\/?>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...img.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

// Issue 13: each image says its size (no layout shift), offers its copies, and loads lazily unless seen at once.
describe('StoredImage', () => {
  it('offers the copies by width with sizes and says the photo\'s size', () => {
    expect(imgAttributes({ image: photo, sizes: SIZES, box: { width: 320, height: 200 }, alt: '', loading: 'eager' })).toEqual({
      src: '/media/shares/x.jpg',
      srcset: '/media/shares/x-160w.jpg 160w, /media/shares/x-320w.jpg 320w, /media/shares/x-640w.jpg 640w, /media/shares/x.jpg 1024w',
      sizes: SIZES,
      width: '1024',
      height: '640',
      alt: '',
      loading: 'eager',
    });
  });

  // The page comes without a lazy image's address: it is given once the image nears the view (after
  // hydration), so photos nobody scrolled to are never fetched.
  it('loads lazily by default: its size and sizes, but no address yet', () => {
    expect(imgAttributes({ image: photo, sizes: SIZES, box: { width: 320, height: 200 }, alt: '' })).toEqual({
      sizes: SIZES,
      width: '1024',
      height: '640',
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('keeps the box\'s size for an image whose size is unknown, without srcset', () => {
    expect(imgAttributes({ image: { url: 'https://blog.example/a.jpg' }, sizes: SIZES, box: { width: 320, height: 180 }, alt: '' })).toEqual({
      width: '320', height: '180', alt: '', loading: 'lazy', decoding: 'async',
    });
  });

  it('loads the first cards at once, and the hero first of all', () => {
    expect([0, 1, 2, 5].map(cardImageLoading)).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    const eager = imgAttributes({ image: photo, sizes: SIZES, box: { width: 1, height: 1 }, alt: '', loading: 'eager' });
    expect(eager).toMatchObject({ loading: 'eager' });
    expect(eager).not.toHaveProperty('decoding');
    expect(eager).not.toHaveProperty('fetchpriority');
    const hero = imgAttributes({ image: photo, sizes: SIZES, box: { width: 1, height: 1 }, alt: 'A plane', loading: 'hero' });
    expect(hero).toMatchObject({ loading: 'eager', fetchpriority: 'high', alt: 'A plane', width: '1024', height: '640' });
  });
});
