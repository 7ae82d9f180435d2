import type { Identifier } from 'react-admin';
import type { AirportRef } from '../../../domain/airport/airport';
import type { MediaItem } from '../../../domain/share/share';
import { isShareType, SHARE_TYPE_LABELS, SHARE_TYPES, type ShareType } from '../../../domain/share/share-types';

/** A listing, as GET /api/admin/shares answers it. */
export interface AdminShare {
  id: Identifier;
  title: string;
  type: ShareType;
  tailNumber: string | null;
  make: string;
  model: string;
  year: number | null;
  ratePerHour: number | null;
  /** A disabled listing is hidden from searches and the map; its owner can enable it again. */
  isActive: boolean;
  ownerId: Identifier;
  ownerUsername: string;
  ownerEmail: string;
  airport: Omit<AirportRef, 'id'> | null;
  listDate: string;
  updatedAt: string;
  media: MediaItem[];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const shareTypeLabel = (type: string): string => (isShareType(type) ? capitalised(SHARE_TYPE_LABELS[type]) : type);

export const SHARE_TYPE_CHOICES = SHARE_TYPES.map((id) => ({ id, name: shareTypeLabel(id) }));

export const shareAirportLabel = (s: AdminShare): string =>
  s.airport ? `${s.airport.locationId} · ${s.airport.city}, ${s.airport.state}` : '—';

/** "2005 Cessna 172S", from what the listing has. */
export const aircraftLabel = (s: AdminShare): string => [s.year, s.make, s.model].filter(Boolean).join(' ') || '—';

export const shareStatusLabel = (s: AdminShare): string => (s.isActive ? 'Enabled' : 'Disabled');
