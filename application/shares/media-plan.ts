import type { MediaItem } from '../../domain/share/share.js';
import { parseVideoLink } from '../../domain/share/video-links.js';
import { numberOf } from '../accounts/input.js';

export const MAX_IMAGES_PER_REQUEST = 20;
export const MAX_MEDIA_ITEMS = 40;
export type Rotation = 0 | 90 | 180 | 270;

/** One entry of the media list a client sends (docs/api.md "Writing a share"). */
export type MediaStep =
  | { kind: 'upload'; file: number; rotate: Rotation }
  | { kind: 'keep'; url: string }
  | { kind: 'video'; item: MediaItem };

export const MEDIA_MESSAGES = {
  notAList: 'The media must be a list',
  tooMany: `A listing may have at most ${MAX_MEDIA_ITEMS} photos and videos`,
  tooManyFiles: `Upload at most ${MAX_IMAGES_PER_REQUEST} images at a time`,
  badEntry: 'Each media entry must be an uploaded image, a kept image or a video link',
  missingFile: 'A photo in the media list was not uploaded',
  badRotation: 'Photos can be turned by 0, 90, 180 or 270 degrees',
  foreignImage: 'A photo in the media list does not belong to this listing',
  badVideo: 'Video links must be web addresses (https://...)',
} as const;

/**
 * Reads the client's media list: uploads by file index, images the listing already has (by URL, only
 * its own), and video links. Answers the plan and a preview list (uploads as placeholder images) for
 * the domain's media rules.
 */
export function planMedia(raw: unknown, fileCount: number, ownImages: string[] = []): { steps: MediaStep[]; preview: MediaItem[]; errors: string[] } {
  const errors = new Set<string>();
  const steps: MediaStep[] = [];
  if (fileCount > MAX_IMAGES_PER_REQUEST) errors.add(MEDIA_MESSAGES.tooManyFiles);
  if (raw === undefined || raw === null) return { steps, preview: [], errors: [...errors] };
  if (!Array.isArray(raw)) return { steps, preview: [], errors: [MEDIA_MESSAGES.notAList] };
  if (raw.length > MAX_MEDIA_ITEMS) errors.add(MEDIA_MESSAGES.tooMany);
  for (const entry of raw.slice(0, MAX_MEDIA_ITEMS)) {
    const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    if (e.type === 'image' && e.file !== undefined) {
      const file = numberOf(e.file);
      const rotate = e.rotate === undefined || e.rotate === null ? 0 : numberOf(e.rotate);
      if (!Number.isInteger(file) || file < 0 || file >= fileCount) errors.add(MEDIA_MESSAGES.missingFile);
      else if (![0, 90, 180, 270].includes(rotate)) errors.add(MEDIA_MESSAGES.badRotation);
      else steps.push({ kind: 'upload', file, rotate: rotate as Rotation });
    } else if (e.type === 'image' && typeof e.url === 'string') {
      if (!ownImages.includes(e.url)) errors.add(MEDIA_MESSAGES.foreignImage);
      else steps.push({ kind: 'keep', url: e.url });
    } else if ((e.type === 'youtube' || e.type === 'vimeo' || e.type === 'other') && typeof e.url === 'string') {
      const item = parseVideoLink(e.url.trim());
      if (!item) errors.add(MEDIA_MESSAGES.badVideo);
      else steps.push({ kind: 'video', item });
    } else {
      errors.add(MEDIA_MESSAGES.badEntry);
    }
  }
  const preview: MediaItem[] = steps.map((s) =>
    s.kind === 'video' ? s.item : { type: 'image', url: s.kind === 'keep' ? s.url : `upload:${s.file}` },
  );
  return { steps, preview, errors: [...errors] };
}
