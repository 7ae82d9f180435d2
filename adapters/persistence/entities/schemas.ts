import { EntitySchema } from '@mikro-orm/core';
import type { Airport } from '../../../domain/airport/airport.js';

// Row shapes of the tables, mapped to domain objects by the repositories. The schema itself is made
// by migrations/ only; these definitions must agree with it.

/** The airports table holds the domain's airport, field for field. */
export type AirportRow = Airport;

export const AirportSchema = new EntitySchema<AirportRow>({
  name: 'AirportRow',
  tableName: 'airports',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    locationId: { type: 'string', fieldName: 'location_id' },
    facility: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    lat: { type: 'double' },
    long: { type: 'double' },
  },
});

export interface UserRow {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  provider: string;
  providerId: string | null;
  passwordHash: string | null;
  avatarUrl: string | null;
  airport: AirportRow | null;
  isDiscoverable: boolean;
  bio: string;
  credentials: string[];
  totalHours: string | null;
  wantedPlane: string;
  mostExpPlane: string;
  isInstructor: boolean;
  isAdmin: boolean;
  isDisabled: boolean;
  emailPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const UserSchema = new EntitySchema<UserRow>({
  name: 'UserRow',
  tableName: 'users',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    username: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    provider: { type: 'string' },
    providerId: { type: 'string', nullable: true, fieldName: 'provider_id' },
    passwordHash: { type: 'string', nullable: true, fieldName: 'password_hash', lazy: false },
    avatarUrl: { type: 'string', nullable: true, fieldName: 'avatar_url' },
    airport: { kind: 'm:1', entity: () => AirportSchema, nullable: true, fieldName: 'airport_id', deleteRule: 'set null' },
    isDiscoverable: { type: 'boolean', fieldName: 'is_discoverable' },
    bio: { type: 'text' },
    credentials: { type: 'string[]' },
    totalHours: { type: 'string', nullable: true, fieldName: 'total_hours' },
    wantedPlane: { type: 'string', fieldName: 'wanted_plane' },
    mostExpPlane: { type: 'string', fieldName: 'most_exp_plane' },
    isInstructor: { type: 'boolean', fieldName: 'is_instructor' },
    isAdmin: { type: 'boolean', fieldName: 'is_admin' },
    isDisabled: { type: 'boolean', fieldName: 'is_disabled', default: false },
    emailPublic: { type: 'boolean', fieldName: 'email_public', default: false },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  kind: string;
  text: string;
  html: string | null;
  status: string;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const OutboxSchema = new EntitySchema<OutboxRow>({
  name: 'OutboxRow',
  tableName: 'outbox',
  properties: {
    id: { type: 'number', primary: true, autoincrement: true },
    to: { type: 'string', fieldName: 'recipient' },
    subject: { type: 'string' },
    kind: { type: 'string' },
    text: { type: 'text' },
    html: { type: 'text', nullable: true },
    status: { type: 'string' },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    sentAt: { type: 'Date', nullable: true, fieldName: 'sent_at' },
  },
});

export const ALL_SCHEMAS = [AirportSchema, UserSchema, OutboxSchema];
