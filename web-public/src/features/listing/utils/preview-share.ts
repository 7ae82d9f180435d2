import { toAircraftDetails, toShareFields } from '../../../../../domain/share/share-defaults';
import type { ShareDetailsData } from '../components/share-details';
import type { ListingDraft } from '../hooks/use-listing-draft';
import { previewMedia } from './editable-media';
import { toShareInput } from './share-form-values';

/** The draft as the share modal will show it once listed. */
export function previewShare(draft: ListingDraft): ShareDetailsData {
  const input = toShareInput(draft.values, { defaultMedia: draft.media.defaultMedia });
  const aircraft = toAircraftDetails(input);
  return {
    ...toShareFields(input),
    tailNumber: aircraft.tailNumber,
    regOwner: aircraft.regOwner,
    aircraft: { ...aircraft, id: 0 },
    media: previewMedia(draft.media.media),
    isActive: true,
    airport: draft.airport,
  };
}
