import { conflict, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { MediaItem, Share, ShareInput } from '../../domain/share/share.js';
import { applyShareDefaults, toAircraftDetails, toShareFields } from '../../domain/share/share-defaults.js';
import { ownershipErrors } from '../../domain/share/listing-ownership.js';
import { readListingPartnerProfile } from '../../domain/partner/partner-rules.js';
import { isPartnerListingType, type ListingPartnerProfile } from '../../domain/partner/partner-profile.js';
import { isShareType } from '../../domain/share/share-types.js';
import { SHARE_MESSAGES, shareFieldErrors } from '../../domain/share/share-rules.js';
import type { ImageProcessor, MediaStore } from '../ports/media.js';
import type { ShareData, ShareRepository } from '../ports/share.repository.js';
import type { AirportChoice } from '../accounts/airport-choice.js';
import { planMedia, type MediaStep } from './media-plan.js';

export const SHARE_IMAGE_MAX_SIDE = 1024;
export const HONEYPOT_REFUSAL = 'Your listing could not be saved.';

/**
 * What create and update share: check everything (fields by type, airport, tail number, media plan,
 * every image) before storing anything; then store the images, and remove them again if the write fails.
 */
export class ShareWriter {
  constructor(
    private readonly shares: ShareRepository,
    private readonly airportChoice: AirportChoice,
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
  ) {}

  async write(
    raw: ShareInput,
    files: Uint8Array[],
    /** `confirmOwnership`: a new listing, whose lister must say he owns the aircraft or has its owner's permission. */
    options: { existingImages?: string[]; exceptShareId?: number; confirmOwnership?: boolean },
    save: (data: ShareData) => Promise<Share>,
  ) {
    if (typeof raw.honeypot === 'string' && raw.honeypot.trim()) throw validationFailed([HONEYPOT_REFUSAL]);
    const input = applyShareDefaults(raw);
    const plan = planMedia(input.media, files.length, options.existingImages);
    const partner = partnerSideOf(input);
    const byField = {
      ...shareFieldErrors({ ...input, media: plan.preview }), ...(options.confirmOwnership ? ownershipErrors(raw) : {}), ...partner.errors,
    };
    const airportErrors = [...(byField.airport ?? [])];
    const airport = await this.airportChoice.require(input.airport, airportErrors);
    const invalid = fieldErrors([['media', plan.errors], ...Object.entries(byField), ['airport', byField.airport ? [] : airportErrors]]);
    // The list keeps its order (the media plan's messages first); the map says which field each is about.
    const errors = [...new Set([...plan.errors, ...Object.values(byField).flat(), ...airportErrors])];
    if (errors.length) throw validationFailed(errors, errors[0], invalid);
    const airportId = airport!.id; // require() answered an airport, or added the error thrown above

    const fields = toShareFields(input);
    const aircraft = toAircraftDetails(input);
    if (aircraft.tailNumber && (await this.shares.tailNumberInUse(aircraft.tailNumber, options.exceptShareId))) {
      throw conflict(SHARE_MESSAGES.tailNumberInUse, [SHARE_MESSAGES.tailNumberInUse], { tailNumber: [SHARE_MESSAGES.tailNumberInUse] });
    }

    // Every image is checked and normalised before any is stored: one bad file stores nothing.
    const processed = await Promise.all(
      plan.steps.map((s) => (s.kind === 'upload' ? this.images.normalise(files[s.file]!, { maxSide: SHARE_IMAGE_MAX_SIDE, rotate: s.rotate }) : null)),
    );
    const stored: string[] = [];
    try {
      const media: MediaItem[] = [];
      for (const [i, step] of plan.steps.entries()) media.push(await this.materialise(step, processed[i] ?? null, stored));
      const data = { airportId, fields, aircraft, media, ...(partner.value === undefined ? {} : { partnerProfile: partner.value }) };
      return { share: await save(data), storedUrls: stored };
    } catch (e) {
      await Promise.all(stored.map((url) => this.media.remove(url)));
      throw e;
    }
  }

  private async materialise(step: MediaStep, image: Awaited<ReturnType<ImageProcessor['normalise']>> | null, stored: string[]): Promise<MediaItem> {
    if (step.kind === 'video') return step.item;
    if (step.kind === 'keep') return { type: 'image', url: step.url };
    const { url } = await this.media.put('shares', image!);
    stored.push(url);
    return { type: 'image', url };
  }
}

/**
 * The group's side of a write (issue 41), under `partnerProfile.*`: not sent keeps what is stored (undefined),
 * null removes it, a profile is read by domain/partner/partner-rules.ts. A rental refuses one sent (400) and
 * drops one stored (a listing changed to a rental has no partners to find).
 */
function partnerSideOf(raw: ShareInput): { value: ListingPartnerProfile | null | undefined; errors: Record<string, string[]> } {
  const type = raw.type;
  if (!isShareType(type)) return { value: undefined, errors: {} }; // the type's own message says it
  const read = readListingPartnerProfile(raw.partnerProfile, type);
  if (!read.ok) return { value: undefined, errors: read.fields };
  if (!isPartnerListingType(type)) return { value: null, errors: {} };
  return { value: raw.partnerProfile === undefined ? undefined : read.value, errors: {} };
}
