/**
 * Stored photos and their narrower copies (variants), so a browser loads the size it shows: a card about
 * 300 px wide picks the 320 or 640 px copy by its pixel density instead of the 1,024 px photo, a profile
 * picture about 100 px wide the 160 px one.
 *
 * The server makes a copy for every width of IMAGE_VARIANT_WIDTHS narrower than the photo (never an
 * enlargement), stored beside it: `/media/shares/<uuid>.jpg` has `/media/shares/<uuid>-320w.jpg` and so on.
 * The API adds the photo's size and its copies to each stored photo's URL (ImageSizes); a photo stored
 * elsewhere (a WordPress site's) has none and is shown as it is.
 */

/**
 * 800 is for phones: a card the width of a 390 to 412 px screen (about 370 px) needs 650 to 740 px at the
 * usual 1.75 to 2 pixel densities, which the 640 px copy just misses; without it they load the whole photo.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 800, 1024] as const;

/** A narrower copy of a stored photo: its address and width in pixels, for `srcset`. */
export interface ImageVariant {
  url: string;
  width: number;
}

/** What the API adds to a stored photo's URL: the photo's own size, and its copies, narrowest first. */
export interface ImageSizes {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** A photo as the browser gets it: the URL, and its sizes when the server made copies of it. */
export type SizedImage = { url: string } & Partial<ImageSizes>;

/** The widths a photo `width` pixels wide gets copies at: every variant width below its own. */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
}

const NAME_END = /(\.[a-z0-9]+)$/i;

/** The address of a photo's copy `width` pixels wide: `<name>-<width>w.<ext>` beside `<name>.<ext>`. */
export function variantUrl(url: string, width: number): string {
  return NAME_END.test(url) ? url.replace(NAME_END, `-${width}w$1`) : `${url}-${width}w`;
}

/** A stored photo's sizes from what the server recorded of it: its size and the widths of its copies. */
export function imageSizes(url: string, width: number, height: number, variantWidths: readonly number[]): ImageSizes {
  const widths = [...new Set(variantWidths)].filter((w) => Number.isInteger(w) && w > 0 && w < width).sort((a, b) => a - b);
  return { width, height, variants: widths.map((w) => ({ url: variantUrl(url, w), width: w })) };
}

/** `srcset` for a sized photo (its copies and itself, by width), or undefined when there is nothing to choose. */
export function imageSrcSet(image: SizedImage): string | undefined {
  if (!image.width || !image.variants?.length) return undefined;
  return [...image.variants.map((v) => `${v.url} ${v.width}w`), `${image.url} ${image.width}w`].join(', ');
}
