import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { removeMedia } from '../../../../../domain/share/media-rules';
import { ListingDraftContext, type ListingDraft, type ListingDraftValue } from '../hooks/use-listing-draft';
import { clearDraftImages, deleteDraftImage, getDraftImage, putDraftImage } from '../utils/draft-images.store';
import { emptyDraft, readStoredDraft, removeStoredDraft, writeStoredDraft, type StoredDraft } from '../utils/draft-storage';
import { isNewImage, type EditableMedia, type MediaValue } from '../utils/editable-media';

/** The draft as stored, with its photos still to be read back from IndexedDB. */
function initialDraft(stored: StoredDraft | null): ListingDraft {
  if (!stored) return emptyDraft();
  const videos = stored.media.map((item) => (item.type === 'image' ? null : item));
  return {
    started: stored.started,
    values: stored.values,
    airport: stored.airport,
    // Photos join once read; until then only the videos are listed (mediaLoading says so).
    media: { media: videos.filter((v): v is NonNullable<typeof v> => v !== null), defaultMedia: 0 },
  };
}

/** Reads the stored photos back, in their order; a photo that is gone is dropped like a removed one. */
async function readPhotos(stored: StoredDraft, userId: number): Promise<MediaValue> {
  let value: MediaValue = { media: [], defaultMedia: stored.defaultMedia };
  const missing: number[] = [];
  for (const [index, item] of stored.media.entries()) {
    if (item.type !== 'image') {
      value = { ...value, media: [...value.media, item] };
      continue;
    }
    const blob = await getDraftImage(userId, item.key).catch(() => undefined);
    if (!blob) missing.push(index);
    // A placeholder keeps the indexes (and so the default) right until the missing ones are dropped.
    const entry: EditableMedia = blob
      ? { type: 'image', key: item.key, stored: false, url: URL.createObjectURL(blob), blob, fileName: item.fileName, rotate: item.rotate }
      : { type: 'image', key: item.key, stored: true, url: '' };
    value = { ...value, media: [...value.media, entry] };
  }
  for (const index of missing.reverse()) value = removeMedia(value.media, value.defaultMedia, index);
  return value;
}

/**
 * Holds the wizard's draft for one account across its steps and across reloads: fields in localStorage
 * on every change, resized photos in IndexedDB as they are added (removed ones are deleted there too).
 */
export function ListingDraftProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [stored] = useState(() => readStoredDraft(userId));
  const [draft, setDraft] = useState<ListingDraft>(() => initialDraft(stored));
  const hasPhotos = Boolean(stored?.media.some((m) => m.type === 'image'));
  const [mediaLoading, setMediaLoading] = useState(hasPhotos);
  const [photosKept, setPhotosKept] = useState(typeof indexedDB !== 'undefined');
  const savedPhotos = useRef(new Set<string>());
  const latestMedia = useRef<EditableMedia[]>([]);
  latestMedia.current = draft.media.media;
  const cleared = useRef(false);

  useEffect(() => {
    if (!stored || !hasPhotos) return;
    let live = true;
    readPhotos(stored, userId)
      .then((media) => {
        if (!live) {
          for (const item of media.media) if (isNewImage(item)) URL.revokeObjectURL(item.url);
          return;
        }
        for (const item of media.media) if (isNewImage(item)) savedPhotos.current.add(item.key);
        setDraft((current) => ({ ...current, media }));
      })
      .catch(() => live && setPhotosKept(false))
      .finally(() => live && setMediaLoading(false));
    return () => {
      live = false;
    };
  }, [stored, hasPhotos, userId]);

  // Fields on every change; photos added or removed since the last save. Not while photos load, or the
  // stored list would lose them before they are read.
  useEffect(() => {
    if (mediaLoading || cleared.current) return;
    writeStoredDraft(userId, draft);
    const present = new Set<string>();
    for (const item of draft.media.media) {
      if (!isNewImage(item)) continue;
      present.add(item.key);
      if (savedPhotos.current.has(item.key)) continue;
      savedPhotos.current.add(item.key);
      putDraftImage(userId, item.key, item.blob).catch(() => setPhotosKept(false));
    }
    for (const key of [...savedPhotos.current]) {
      if (present.has(key)) continue;
      savedPhotos.current.delete(key);
      deleteDraftImage(userId, key).catch(() => undefined);
    }
  }, [draft, mediaLoading, userId]);

  useEffect(
    () => () => {
      for (const item of latestMedia.current) if (isNewImage(item)) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const start = useCallback<ListingDraftValue['start']>((type) => {
    cleared.current = false;
    setDraft((current) => ({ ...current, started: true, values: { ...current.values, type } }));
  }, []);
  const updateValues = useCallback<ListingDraftValue['updateValues']>(
    (patch) => setDraft((current) => ({ ...current, values: { ...current.values, ...patch } })),
    [],
  );
  const setAirport = useCallback<ListingDraftValue['setAirport']>((airport) => setDraft((current) => ({ ...current, airport })), []);
  const updateMedia = useCallback<ListingDraftValue['updateMedia']>(
    (update) => setDraft((current) => ({ ...current, media: update(current.media) })),
    [],
  );
  const clear = useCallback(async () => {
    cleared.current = true;
    for (const item of latestMedia.current) if (isNewImage(item)) URL.revokeObjectURL(item.url);
    savedPhotos.current.clear();
    removeStoredDraft(userId);
    setDraft(emptyDraft());
    await clearDraftImages(userId).catch(() => undefined);
  }, [userId]);

  const value = useMemo<ListingDraftValue>(
    () => ({ draft, mediaLoading, photosKept, start, updateValues, setAirport, updateMedia, clear }),
    [draft, mediaLoading, photosKept, start, updateValues, setAirport, updateMedia, clear],
  );
  return <ListingDraftContext.Provider value={value}>{children}</ListingDraftContext.Provider>;
}
