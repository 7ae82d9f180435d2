import type { ShareView } from '../../../domain/share/share-view';

export type { ShareList, ShareView } from '../../../domain/share/share-view';

/** The heading of a listing: year, make and model, else its own title. */
export function shareHeading(share: Pick<ShareView, 'aircraft' | 'title'>): string {
  const { year, make, model } = share.aircraft;
  const built = [year ? String(year) : '', make, model].map((part) => part?.trim()).filter(Boolean).join(' ');
  return built || share.title || 'Untitled listing';
}

/** The address anyone can open to see a listing: the site root with `?share={id}`. */
export const shareLink = (id: number | string, origin = window.location.origin): string => `${origin}/?share=${id}`;

/** The cover photo's address: the default media when it is an image, else the first image, else null. */
export function coverImageUrl(share: Pick<ShareView, 'media' | 'defaultMedia'>): string | null {
  const chosen = share.media[share.defaultMedia];
  if (chosen?.type === 'image') return chosen.url;
  return share.media.find((item) => item.type === 'image')?.url ?? null;
}
