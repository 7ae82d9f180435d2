import type { Share, ShareInput } from '../../domain/share/share.js';
import { readShareInput } from '../../domain/share/share-input.js';
import type { User } from '../../domain/user/user.js';
import type { ListingAlerts } from '../alerts/listing-alerts.service.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { MediaStore } from '../ports/media.js';
import type { ShareData, ShareRepository } from '../ports/share.repository.js';
import type { SubscriptionPolicy } from '../subscriptions/subscription-policy.js';
import { editableShare } from './share-access.js';
import type { ShareWriter } from './share-writer.js';

const imagesOf = (share: Share) => share.media.filter((m) => m.type === 'image').map((m) => m.url);

/** POST /share: needs an active listing subscription. The followers of the airport are alerted. */
export class CreateShare {
  constructor(
    private readonly shares: ShareRepository,
    private readonly writer: ShareWriter,
    private readonly policy: SubscriptionPolicy,
    private readonly alerts: ListingAlerts,
  ) {}

  /** `siteUrl`: the address the request came to, for the links of the alerts it queues. */
  async execute(user: User, input: ShareInput, files: Uint8Array[], siteUrl?: string): Promise<Share> {
    await this.policy.requireActive(user, 'listing');
    const { share } = await this.writer.write(readShareInput(input), files, { confirmOwnership: true }, (data) =>
      this.alerts.publish(() => this.shares.create(user.id, { ...data, ownershipConfirmed: true }), siteUrl));
    return share;
  }
}

/**
 * PATCH /share/{id}: the owner or an admin. Fields not sent keep their value; a sent media list
 * replaces the old one, and images it no longer has are removed from the store after the save.
 * A listing moved to another airport is new there: that airport's followers are alerted, and its booking
 * calendar takes the new airport's time zone (in the same transaction as the move).
 */
export class UpdateShare {
  constructor(
    private readonly shares: ShareRepository,
    private readonly writer: ShareWriter,
    private readonly media: MediaStore,
    private readonly alerts: ListingAlerts,
    private readonly calendars: { availabilities: AvailabilityRepository; zones: TimeZoneFinder } | null = null,
  ) {}

  async execute(user: User, id: number, input: ShareInput, files: Uint8Array[], siteUrl?: string): Promise<Share> {
    const current = await editableShare(this.shares, user, id);
    const merged: ShareInput = { ...shareAsInput(current), ...readShareInput(input) };
    const before = imagesOf(current);
    const move = async (data: ShareData) => {
      const moved = await this.shares.update(id, data);
      await this.rezone(moved);
      return moved;
    };
    // A listing that gains its group side (issue 41) mails the pilots it fits, once each.
    const gains = (data: ShareData) => !!data.partnerProfile && !current.partnerProfile;
    const save = (data: ShareData) =>
      data.airportId !== current.airport.id
        ? this.alerts.publish(() => move(data), siteUrl)
        : gains(data) ? this.alerts.publishPartnerSide(() => this.shares.update(id, data), siteUrl) : this.shares.update(id, data);
    const { share } = await this.writer.write(merged, files, { existingImages: before, exceptShareId: id }, save);
    const after = new Set(imagesOf(share));
    await Promise.all(before.filter((url) => !after.has(url)).map((url) => this.media.remove(url)));
    return share;
  }

  /** A moved listing's saved availability gets its new airport's zone (one never saved follows the airport anyway). */
  private async rezone(share: Share): Promise<void> {
    if (!this.calendars) return;
    const { availabilities, zones } = this.calendars;
    const saved = await availabilities.find(share.id);
    if (!saved) return;
    const { blocks: _blocks, ...settings } = saved;
    await availabilities.save({ ...settings, timeZone: zones.zoneAt(share.airport.lat, share.airport.long) });
  }
}

/**
 * Disable, enable and delete: the owner or an admin. Enabling a disabled listing alerts the followers of
 * its airport who were not alerted about it before.
 */
export class ManageShare {
  constructor(
    private readonly shares: ShareRepository,
    private readonly media: MediaStore,
    private readonly alerts: ListingAlerts,
  ) {}

  async setActive(user: User, id: number, active: boolean, siteUrl?: string): Promise<Share> {
    const current = await editableShare(this.shares, user, id);
    if (active && !current.isActive) return this.alerts.publish(() => this.shares.setActive(id, true), siteUrl);
    return this.shares.setActive(id, active);
  }

  async delete(user: User, id: number): Promise<void> {
    const share = await editableShare(this.shares, user, id);
    await this.shares.delete(id);
    await Promise.all(imagesOf(share).map((url) => this.media.remove(url)));
  }
}

/** The current listing in the shape the wizard sends, so a partial update keeps what it does not send. */
function shareAsInput(s: Share): ShareInput {
  const { aircraft } = s;
  return {
    type: s.type, title: s.title, description: s.description, url: s.url, ratePerHour: s.ratePerHour, isWet: s.isWet,
    businessName: s.businessName, cost: s.cost, desiredNumberOfPilots: s.desiredNumberOfPilots,
    sharePercentOffered: s.sharePercentOffered, pricePercentOffered: s.pricePercentOffered, clubName: s.clubName,
    clubRepName: s.clubRepName, clubMemberSize: s.clubMemberSize, clubNumAircrafts: s.clubNumAircrafts,
    clubWebsiteUrl: s.clubWebsiteUrl, clubEmail: s.clubEmail, clubPhone: s.clubPhone,
    preferredInstructorName: s.preferredInstructorName, preferredInstructorEmail: s.preferredInstructorEmail,
    defaultMedia: s.defaultMedia, airport: s.airport.id,
    media: s.media.map((m) => (m.type === 'image' ? { type: 'image', url: m.url } : { type: m.type, url: m.url })),
    tailNumber: aircraft.tailNumber, regOwner: aircraft.regOwner, make: aircraft.make, model: aircraft.model, year: aircraft.year,
    serial: aircraft.serial, engineHours: aircraft.engineHours, engineManufacturer: aircraft.engineManufacturer,
    engineModel: aircraft.engineModel, classification: aircraft.classification, categories: aircraft.categories,
    interior: aircraft.interior, exterior: aircraft.exterior, avionics: aircraft.avionics, equipment: aircraft.equipment,
    comments: aircraft.comments, tags: aircraft.tags, instrumentRatingRequired: aircraft.instrumentRatingRequired,
    retractable: aircraft.retractable, complex: aircraft.complex, highPerformance: aircraft.highPerformance,
    tailwheel: aircraft.tailwheel, multiEngine: aircraft.multiEngine, minimums: s.minimums,
  };
}
