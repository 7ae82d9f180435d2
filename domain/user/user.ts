import type { AirportRef } from '../airport/airport.js';
import type { ImageSizes } from '../media/image-sizes.js';

export type AuthProvider = 'local' | 'google' | 'facebook';

export type Role = 'user' | 'instructor' | 'admin';

/** A profile picture; the sizes (image-sizes.ts) come with it when the server stored it. */
export interface Avatar extends Partial<ImageSizes> {
  url: string;
  type: 'image';
}

/** A Wingshare account. The password hash never leaves the server: see toPublicProfile. */
export interface User {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  provider: AuthProvider;
  providerId: string | null;
  passwordHash: string | null;
  avatar: Avatar | null;
  airport: AirportRef | null;
  isDiscoverable: boolean;
  bio: string;
  credentials: string[];
  totalHours: string | null;
  wantedPlane: string;
  mostExpPlane: string;
  isInstructor: boolean;
  isAdmin: boolean;
  /** Staff disabled the account (issue 16): it cannot sign in, its sessions stop, it writes nothing. */
  isDisabled: boolean;
  /** The user shows his email address to others (issue 16; off by default): otherwise others write through conversations. */
  emailPublic: boolean;
  favoriteAirports: AirportRef[];
  createdAt: Date;
  updatedAt: Date;
}

/** The address others may see: the user's email when he made it public, else null (pages then offer Message). */
export const publicEmail = (u: Pick<User, 'email' | 'emailPublic'>): string | null => (u.emailPublic ? u.email : null);

export function rolesOf(user: Pick<User, 'isAdmin' | 'isInstructor'>): Role[] {
  const roles: Role[] = ['user'];
  if (user.isInstructor) roles.push('instructor');
  if (user.isAdmin) roles.push('admin');
  return roles;
}

/** What the owner of an account sees of it (GET /user). */
export interface Profile {
  id: number;
  uid: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  first: string;
  last: string;
  provider: AuthProvider;
  avatar: Avatar | null;
  airport: AirportRef | null;
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
  roles: Role[];
  favoriteAirports: AirportRef[];
  createdAt: string;
}

export function toProfile(u: User): Profile {
  return {
    id: u.id,
    uid: u.id,
    username: u.username,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    first: u.firstname,
    last: u.lastname,
    provider: u.provider,
    avatar: u.avatar,
    airport: u.airport,
    isDiscoverable: u.isDiscoverable,
    bio: u.bio,
    credentials: u.credentials,
    totalHours: u.totalHours,
    wantedPlane: u.wantedPlane,
    mostExpPlane: u.mostExpPlane,
    isInstructor: u.isInstructor,
    isAdmin: u.isAdmin,
    isDisabled: u.isDisabled,
    emailPublic: u.emailPublic,
    roles: rolesOf(u),
    favoriteAirports: u.favoriteAirports,
    createdAt: u.createdAt.toISOString(),
  };
}
