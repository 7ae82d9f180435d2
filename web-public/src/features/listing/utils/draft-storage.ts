import type { Airport } from '../../../../../domain/airport/airport';
import { isShareType } from '../../../../../domain/share/share-types';
import type { ListingDraft } from '../hooks/use-listing-draft';
import type { Rotation, VideoLink } from './editable-media';
import { emptyFormValues, type ShareFormValues } from './share-form-values';

/**
 * The wizard's fields, kept in localStorage per account so a reload or a detour does not lose them.
 * Photos are kept apart, in IndexedDB (draft-images.store.ts); here each photo is its key and turn.
 */
export interface StoredDraft {
  version: 1;
  started: boolean;
  values: ShareFormValues;
  airport: Airport | null;
  defaultMedia: number;
  media: ({ type: 'image'; key: string; fileName: string; rotate: Rotation } | VideoLink)[];
}

const keyOf = (userId: number) => `wingshare.listing-draft.${userId}`;

export function emptyDraft(): ListingDraft {
  return { started: false, values: emptyFormValues(), airport: null, media: { media: [], defaultMedia: 0 } };
}

export function readStoredDraft(userId: number): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredDraft;
    if (stored?.version !== 1 || !stored.values || !isShareType(stored.values.type) || !Array.isArray(stored.media)) return null;
    // Fields added to the form after the draft was written start empty.
    return { ...stored, values: { ...emptyFormValues(stored.values.type), ...stored.values } };
  } catch {
    return null;
  }
}

export function writeStoredDraft(userId: number, draft: ListingDraft): void {
  const stored: StoredDraft = {
    version: 1,
    started: draft.started,
    values: draft.values,
    airport: draft.airport,
    defaultMedia: draft.media.defaultMedia,
    media: draft.media.media.map((item) =>
      item.type === 'image'
        ? { type: 'image', key: item.key, fileName: item.stored ? 'photo.jpg' : item.fileName, rotate: item.stored ? 0 : item.rotate }
        : item,
    ),
  };
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the draft still lives for this visit; nothing else to do.
  }
}

export function removeStoredDraft(userId: number): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Blocked storage kept nothing to remove.
  }
}
