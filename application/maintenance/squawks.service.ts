import type { Booking } from '../../domain/booking/booking.js';
import { conflict, DomainError, forbidden, invalidFields, notFound, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { Squawk as CheckInSquawk } from '../../domain/flight/flight.js';
import { SQUAWK_PHOTOS_MAX, type Squawk, type SquawkAction, type SquawkState } from '../../domain/maintenance/maintenance.js';
import { MAINTENANCE_MESSAGES, readAnswerInput, readSquawkInput } from '../../domain/maintenance/maintenance-input.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { ImageProcessor, MediaStore, ProcessedImage } from '../ports/media.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { FLIGHT_PHOTO_FOLDER, FLIGHT_PHOTO_MAX_SIDE } from '../flights/flight-photos.js';
import { canEdit, editableShare, visibleShare } from '../shares/share-access.js';
import type { AircraftStatusKeeper } from './aircraft-status.service.js';
import { actorOfUser, MAINTENANCE_ACCESS_MESSAGES } from './maintenance-access.js';

/** A photo as the HTTP adapter hands it over. */
export interface SquawkUpload {
  bytes: Buffer;
  filename: string;
}

const TOO_MANY_PHOTOS = `At most ${SQUAWK_PHOTOS_MAX} photos.`;

/**
 * A squawk's photos, checked by their bytes as flight photos are, kept in the flights' folder of the media
 * store (never served at /media: only GET /squawks/:id/photos/:n serves them, to the owner, staff and the
 * reporter).
 */
export class SquawkPhotos {
  constructor(
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
  ) {}

  async check(uploads: SquawkUpload[]): Promise<ProcessedImage[]> {
    if (uploads.length > SQUAWK_PHOTOS_MAX) throw validationFailed([TOO_MANY_PHOTOS], TOO_MANY_PHOTOS, fieldErrors([['photos', [TOO_MANY_PHOTOS]]]));
    const out: ProcessedImage[] = [];
    for (const [i, upload] of uploads.entries()) {
      try {
        out.push(await this.images.normalise(new Uint8Array(upload.bytes), { maxSide: FLIGHT_PHOTO_MAX_SIDE }));
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        const message = `${upload.filename || `Photo ${i + 1}`}: ${e.message}`;
        throw new DomainError(e.code, message, [message], undefined, fieldErrors([[`photos[${i}]`, [message]]]));
      }
    }
    return out;
  }

  async store(images: ProcessedImage[]): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const image of images) keys.push((await this.media.put(FLIGHT_PHOTO_FOLDER, image)).url);
    } catch (e) {
      await this.remove(keys);
      throw e;
    }
    return keys;
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await this.media.remove(key);
  }

  async load(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const bytes = await this.media.load(key);
    if (!bytes) return null;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    return { bytes: Buffer.from(bytes), contentType: png ? 'image/png' : 'image/jpeg' };
  }
}

/**
 * POST /share/:id/squawks: the owner (or staff), or a pilot who flew the aircraft on Wingshare (a booking of
 * his on it was checked out), reports a squawk with its photos; anyone else is refused (403 notFlown). A
 * grounding squawk turns the status red at once, in the same transaction.
 */
export class ReportSquawk {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly photos: SquawkPhotos,
    private readonly keeper: AircraftStatusKeeper,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, shareId: number, body: unknown, uploads: SquawkUpload[]): Promise<Squawk> {
    const share = await visibleShare(this.shares, user, shareId);
    const owner = canEdit(user, share);
    const bookingId = owner ? null : await this.maintenance.flownBooking(shareId, user.id);
    if (!owner && bookingId === null) throw forbidden(MAINTENANCE_MESSAGES.notFlown);
    const read = readSquawkInput(body);
    if (!read.ok) throw invalidFields(read.errors);
    const keys = await this.photos.store(await this.photos.check(uploads));
    try {
      return await this.unitOfWork.run(async () => {
        const squawk = await this.maintenance.addSquawk({
          shareId, bookingId, source: owner ? 'owner' : 'pilot', reportedBy: actorOfUser(user), text: read.value.text,
          severity: read.value.severity, photos: keys, createdAt: this.clock.now(),
        });
        await this.keeper.recompute(shareId);
        return squawk;
      });
    } catch (e) {
      await this.photos.remove(keys);
      throw e;
    }
  }
}

/**
 * The squawks of a check-in (issue 36) become squawk records (source check_in, with the booking), and the
 * check-in's meter is the aircraft's new last reading: the status is worked out again, in the check-in's
 * transaction, so a grounding one grounds the aircraft at once.
 */
export class CheckInSquawks {
  constructor(
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly clock: Clock,
  ) {}

  async fromCheckIn(booking: Booking, pilot: User, squawks: CheckInSquawk[]): Promise<void> {
    const now = this.clock.now();
    for (const s of squawks) {
      await this.maintenance.addSquawk({
        shareId: booking.shareId, bookingId: booking.id, source: 'check_in', reportedBy: actorOfUser(pilot), text: s.text,
        severity: s.severity, photos: [], createdAt: now,
      });
    }
    await this.keeper.recompute(booking.shareId);
  }
}

const STATE_OF: Record<SquawkAction, SquawkState> = { defer: 'deferred', fix: 'fixed', ground: 'grounding' };

/**
 * POST /squawks/:id/answer: the owner (or staff) defers it with a reason, fixes it with a note (it closes)
 * or grounds the aircraft on it. Each answer is added to its history; a fixed squawk takes no more (409).
 */
export class AnswerSquawk {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, squawkId: number, body: unknown): Promise<Squawk> {
    const found = await this.maintenance.squawk(squawkId);
    if (!found) throw notFound(MAINTENANCE_ACCESS_MESSAGES.squawkNotFound);
    await ownSquawkShare(this.shares, user, found);
    const read = readAnswerInput(body);
    if (!read.ok) throw invalidFields(read.errors);
    const { action, note } = read.value;
    return this.unitOfWork.run(async () => {
      const squawk = await this.maintenance.squawk(squawkId, { lock: true });
      if (!squawk) throw notFound(MAINTENANCE_ACCESS_MESSAGES.squawkNotFound);
      if (squawk.state === 'fixed') throw conflict(MAINTENANCE_MESSAGES.squawkClosed);
      const now = this.clock.now();
      const answered = await this.maintenance.answerSquawk(squawkId, STATE_OF[action], { action, note, by: actorOfUser(user), at: now }, action === 'fix' ? now : null);
      await this.keeper.recompute(squawk.shareId);
      return answered;
    });
  }
}

/** The listing of a squawk, for its owner or staff: 404 when the caller cannot see it, 403 when he only can. */
async function ownSquawkShare(shares: ShareRepository, user: User, squawk: Squawk): Promise<Share> {
  try {
    return await editableShare(shares, user, squawk.shareId);
  } catch (e) {
    // A squawk of a listing the caller cannot see does not exist for him.
    if (e instanceof DomainError && e.code === 'not_found') throw notFound(MAINTENANCE_ACCESS_MESSAGES.squawkNotFound);
    throw e;
  }
}

/** GET /share/:id/squawks: the owner and staff read them all (or the open ones); anyone else who may see the listing, the open ones' titles. */
export class ListSquawks {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly photos: SquawkPhotos,
  ) {}

  async execute(user: User | null, shareId: number, openOnly: boolean): Promise<{ full: boolean; squawks: Squawk[] }> {
    const share = await visibleShare(this.shares, user, shareId);
    const full = canEdit(user, share);
    return { full, squawks: await this.maintenance.squawks(shareId, { openOnly: openOnly || !full }) };
  }

  /** GET /squawks/:id/photos/:n: the owner, staff and the one who reported it; 404 anyone else. */
  async photo(user: User, squawkId: number, n: number): Promise<{ bytes: Buffer; contentType: string }> {
    const squawk = await this.maintenance.squawk(squawkId);
    const share = squawk ? await this.shares.findById(squawk.shareId) : null;
    if (!squawk || !share || !(canEdit(user, share) || squawk.reportedBy.userId === user.id)) throw notFound(MAINTENANCE_ACCESS_MESSAGES.squawkNotFound);
    const key = squawk.photos[n];
    const loaded = key ? await this.photos.load(key) : null;
    if (!loaded) throw notFound(MAINTENANCE_ACCESS_MESSAGES.photoNotFound);
    return loaded;
  }
}
