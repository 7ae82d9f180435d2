/**
 * The media list of a listing and its default (cover) image, spec section 4 "Default media". Pure
 * functions returning new arrays, generic over the item so the browser can keep its File objects.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const MAX_IMAGE_SIDE = 1024;

/** Any media item: the stored MediaItem, or the browser's item holding a File. */
type Typed = { type: string };

export interface MediaState<T> {
  media: T[];
  defaultMedia: number;
}

export const isImage = (item: Typed | null | undefined): boolean => item?.type === 'image';

/** Uploads are accepted only when both the type and the file name say PNG or JPEG. */
export function isAcceptedImageFile(name: string, mimeType: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name.slice(dot + 1).toLowerCase();
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mimeType.trim().toLowerCase());
}

/** Index of the first image, or -1. */
export const firstImageIndex = (media: readonly Typed[]): number => media.findIndex(isImage);

const pointsAtImage = (media: readonly Typed[], index: number) => Number.isInteger(index) && isImage(media[index]);

/** The cover of a card: the default item when it is an image, else the first image, else null. */
export function defaultImage<T extends Typed>(media: readonly T[], defaultMedia: number): T | null {
  if (pointsAtImage(media, defaultMedia)) return media[defaultMedia] ?? null;
  const first = firstImageIndex(media);
  return first >= 0 ? (media[first] ?? null) : null;
}

/**
 * Appends an item. The first image added becomes the default; more generally, an added image becomes
 * the default whenever the current default does not point at an image.
 */
export function addMedia<T extends Typed>(media: readonly T[], defaultMedia: number, item: T): MediaState<T> {
  const next = [...media, item];
  if (isImage(item) && !pointsAtImage(media, defaultMedia)) return { media: next, defaultMedia: next.length - 1 };
  return { media: next, defaultMedia };
}

/**
 * Removes the item at index. The default keeps pointing at the same image when indexes shift; when the
 * default image itself goes (or the default was not an image), the first remaining image becomes the
 * default; with no image left the default is 0 (the create default, refused by the media step).
 * This covers the spec's "removed while the default is index 1, the first image becomes default again"
 * for the two-image case without resetting a default that was not touched.
 */
export function removeMedia<T extends Typed>(media: readonly T[], defaultMedia: number, index: number): MediaState<T> {
  if (!Number.isInteger(index) || index < 0 || index >= media.length) return { media: [...media], defaultMedia };
  const next = media.filter((_, i) => i !== index);
  if (pointsAtImage(media, defaultMedia) && defaultMedia !== index) {
    return { media: next, defaultMedia: defaultMedia > index ? defaultMedia - 1 : defaultMedia };
  }
  const first = firstImageIndex(next);
  return { media: next, defaultMedia: first >= 0 ? first : 0 };
}

/** Makes the item at index the default when it is an image; otherwise nothing changes. */
export function chooseDefault<T extends Typed>(media: readonly T[], defaultMedia: number, index: number): MediaState<T> {
  return { media: [...media], defaultMedia: pointsAtImage(media, index) ? index : defaultMedia };
}

/** The size an image is scaled to so that its longer side is at most max; the aspect ratio is kept. */
export function scaledSize(width: number, height: number, max: number = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return { width: 0, height: 0 };
  const longer = Math.max(width, height);
  if (longer <= max) return { width: Math.round(width), height: Math.round(height) };
  const scale = max / longer;
  return {
    width: Math.max(1, Math.min(max, Math.round(width * scale))),
    height: Math.max(1, Math.min(max, Math.round(height * scale))),
  };
}

/** A rotation in degrees as a clockwise quarter turn: 0, 90, 180 or 270 (rounded to the nearest quarter). */
export function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  if (!Number.isFinite(degrees)) return 0;
  const quarters = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarters * 90) as 0 | 90 | 180 | 270;
}

/** The rotation after one "rotate left" (counter-clockwise) or "rotate right" (clockwise) click. */
export const rotate = (current: number, direction: 'left' | 'right'): 0 | 90 | 180 | 270 =>
  normaliseRotation(current + (direction === 'right' ? 90 : -90));

/** The size of an image after turning it by degrees clockwise: a quarter turn swaps the sides. */
export function rotateSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const turn = normaliseRotation(degrees);
  return turn === 90 || turn === 270 ? { width: height, height: width } : { width, height };
}
