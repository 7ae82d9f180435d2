import type { AuthProvider, Avatar, User } from '../../domain/user/user.js';

export interface NewUser {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  provider: AuthProvider;
  providerId: string | null;
  passwordHash: string | null;
  avatar: Avatar | null;
  airportId: number | null;
  isDiscoverable: boolean;
  bio: string;
  isAdmin?: boolean;
  /** Shows the email address to others (demo accounts; off by default). */
  emailPublic?: boolean;
}

export interface UserChanges {
  email?: string;
  firstname?: string;
  lastname?: string;
  passwordHash?: string;
  avatar?: Avatar | null;
  airportId?: number | null;
  isDiscoverable?: boolean;
  emailPublic?: boolean;
  bio?: string;
  credentials?: string[];
  totalHours?: string | null;
  wantedPlane?: string;
  mostExpPlane?: string;
}

export interface UserListQuery {
  q?: string;
  role?: 'user' | 'instructor' | 'admin';
  /** Only disabled accounts (true) or only the others (false). */
  disabled?: boolean;
  ids?: number[];
  sort: { field: 'id' | 'username' | 'email' | 'lastname' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Accounts storage. create answers a conflict DomainError when the username or email (compared
 * case-insensitively) already exists, even when two sign-ups race.
 */
export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** By username or email, case-insensitively. */
  findByLogin(login: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByProvider(provider: AuthProvider, providerId: string): Promise<User | null>;
  usernameTaken(username: string): Promise<boolean>;
  emailTaken(email: string, exceptUserId?: number): Promise<boolean>;
  create(user: NewUser): Promise<User>;
  update(id: number, changes: UserChanges): Promise<User>;
  delete(id: number): Promise<void>;
  count(): Promise<number>;
  followAirport(userId: number, airportId: number): Promise<void>;
  unfollowAirport(userId: number, airportId: number): Promise<void>;
  list(query: UserListQuery): Promise<{ items: User[]; total: number }>;
}
