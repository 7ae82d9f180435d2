import type { MediaState } from '../../../../../domain/share/media-rules';
import type { MediaItem } from '../../../../../domain/share/share';

export type Rotation = 0 | 90 | 180 | 270;

/** A photo the listing already has (edit form): kept by its address. */
export interface StoredImage {
  type: 'image';
  key: string;
  stored: true;
  url: string;
}

/** A photo chosen here, resized, not uploaded yet; `url` is an object URL for the preview. */
export interface NewImage {
  type: 'image';
  key: string;
  stored: false;
  url: string;
  blob: Blob;
  fileName: string;
  /** Clockwise quarter turns the server applies when it stores the photo. */
  rotate: Rotation;
}

export interface VideoLink {
  type: 'youtube' | 'vimeo' | 'other';
  key: string;
  url: string;
  videoId: string | null;
}

/** One entry of the media list being edited (wizard media step, share modal edit form). */
export type EditableMedia = StoredImage | NewImage | VideoLink;

/** The list and the index of its default (cover) photo. */
export type MediaValue = MediaState<EditableMedia>;

let counter = 0;
/** A key unique in this page, for React lists and the draft's photo store. */
export const mediaKey = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const isNewImage = (item: EditableMedia): item is NewImage => item.type === 'image' && !item.stored;

/** The listing's media as the edit form starts with it. */
export const fromShareMedia = (media: readonly MediaItem[]): EditableMedia[] =>
  media.map((item): EditableMedia =>
    item.type === 'image'
      ? { type: 'image', key: mediaKey(), stored: true, url: item.url }
      : { type: item.type, key: mediaKey(), url: item.url, videoId: item.videoId ?? null },
  );

/** The media list for the preview slider, with the turn each new photo will get. */
export const previewMedia = (media: readonly EditableMedia[]): (MediaItem & { rotate?: Rotation })[] =>
  media.map((item) =>
    item.type === 'image'
      ? { type: 'image', url: item.url, rotate: item.stored ? 0 : item.rotate }
      : { type: item.type, url: item.url, videoId: item.videoId },
  );

/**
 * The `media` list of POST/PATCH /api/share (docs/api.md) and the files it points at: new photos by
 * their position among the uploaded `images`, kept photos by address, videos by link.
 */
export function mediaPayload(media: readonly EditableMedia[]): { list: unknown[]; files: { blob: Blob; name: string }[] } {
  const files: { blob: Blob; name: string }[] = [];
  const list = media.map((item) => {
    if (item.type !== 'image') return { type: item.type, url: item.url };
    if (item.stored) return { type: 'image', url: item.url };
    files.push({ blob: item.blob, name: item.fileName });
    return { type: 'image', file: files.length - 1, rotate: item.rotate };
  });
  return { list, files };
}
