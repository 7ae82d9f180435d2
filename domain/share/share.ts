import type { Airport } from '../airport/airport.js';
import type { ImageSizes } from '../media/image-sizes.js';
import type { ListingPartnerProfile } from '../partner/partner-profile.js';
import type { Minimums } from '../pilot/minimums.js';
import type { ShareType } from './share-types.js';

/** A photo or a video link of a listing. Only images can be the default (cover) media. */
export type MediaType = 'image' | 'youtube' | 'vimeo' | 'other';

export interface MediaItem extends Partial<ImageSizes> {
  type: MediaType;
  url: string;
  /** The YouTube or Vimeo video id, for the embed. */
  videoId?: string | null;
}

/** The aircraft of a listing (spec section 3 "Aircraft"). */
export interface AircraftDetails {
  tailNumber: string;
  regOwner: string;
  make: string;
  model: string;
  year: number | null;
  serial: string;
  engineHours: number;
  engineManufacturer: string;
  engineModel: string;
  classification: string;
  categories: string[];
  interior: string;
  exterior: string;
  avionics: string;
  equipment: string;
  comments: string;
  tags: string[];
  instrumentRatingRequired: boolean;
  /** The aircraft's classes (issue 15; domain/pilot/minimums.ts AircraftClasses): what the match asks of the pilot. */
  retractable: boolean;
  complex: boolean;
  highPerformance: boolean;
  tailwheel: boolean;
  multiEngine: boolean;
}

/** The fields a listing owner writes; every type uses a subset (see share-rules.ts). */
export interface ShareFields {
  type: ShareType;
  title: string;
  description: string;
  url: string;
  ratePerHour: number | null;
  isWet: boolean;
  businessName: string;
  /** Partnership: approximate cost; share purchase: the asking price of the share. */
  cost: number | null;
  desiredNumberOfPilots: number;
  sharePercentOffered: number | null;
  pricePercentOffered: number | null;
  clubName: string;
  clubRepName: string;
  clubMemberSize: number | null;
  clubNumAircrafts: number | null;
  clubWebsiteUrl: string;
  clubEmail: string;
  clubPhone: string;
  preferredInstructorName: string;
  preferredInstructorEmail: string;
  defaultMedia: number;
  /** The owner's insurance minimums (issue 15): an empty object asks nothing. */
  minimums: Minimums;
}

export interface ShareOwner {
  id: number;
  first: string;
  last: string;
  /** Only when the owner made it public (issue 16); null otherwise. */
  email: string | null;
  /** His profile photo's address, for the listing's host card (issue 34); null without one. */
  avatarUrl?: string | null;
  /** When he joined: "member since" on the host card. */
  memberSince?: Date;
}

/** A listing as stored and shown. */
export interface Share extends ShareFields {
  id: number;
  aircraftId: number;
  aircraft: AircraftDetails & { id: number };
  media: MediaItem[];
  isActive: boolean;
  airport: Airport;
  owner: ShareOwner;
  listDate: Date;
  updatedAt: Date;
  /**
   * The group's side for partner matching (issue 41): share-purchase, partnership and club listings; null when
   * the owner has not said, and always on a rental.
   */
  partnerProfile?: ListingPartnerProfile | null;
}

/**
 * What the wizard and the edit form send: share and aircraft fields side by side, the airport by id. A
 * ShareView written back nests the aircraft fields under `aircraft` (share-input.ts reads them).
 */
export type ShareInput = Partial<Record<keyof ShareFields | keyof AircraftDetails | 'airport' | 'media' | 'honeypot' | 'aircraft' | 'ownershipConfirmed' | 'partnerProfile', unknown>>;
