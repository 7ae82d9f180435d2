import { createContext, useContext } from 'react';
import type { Airport } from '../../../../../domain/airport/airport';
import type { ShareType } from '../../../../../domain/share/share-types';
import type { MediaValue } from '../utils/editable-media';
import type { ShareFormValues } from '../utils/share-form-values';

/** The listing being written in the wizard. */
export interface ListingDraft {
  /** A type was chosen on /list: the steps after it may show (spec 2 "Listing wizard"). */
  started: boolean;
  values: ShareFormValues;
  airport: Airport | null;
  media: MediaValue;
}

export interface ListingDraftValue {
  draft: ListingDraft;
  /** The photos kept from an earlier visit are still being read back. */
  mediaLoading: boolean;
  /** Photos can be kept across reloads (IndexedDB is available). */
  photosKept: boolean;
  start: (type: ShareType) => void;
  updateValues: (patch: Partial<ShareFormValues>) => void;
  setAirport: (airport: Airport | null) => void;
  updateMedia: (update: (current: MediaValue) => MediaValue) => void;
  /** Forgets the draft, its photos included. */
  clear: () => Promise<void>;
}

export const ListingDraftContext = createContext<ListingDraftValue | null>(null);

export function useListingDraft(): ListingDraftValue {
  const value = useContext(ListingDraftContext);
  if (!value) throw new Error('useListingDraft must be used inside the listing wizard');
  return value;
}
