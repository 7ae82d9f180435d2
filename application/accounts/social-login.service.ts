import { conflict, forbidden } from '../../domain/errors.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { AuthProvider, User } from '../../domain/user/user.js';
import type { SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';

export interface SocialIdentity {
  provider: Exclude<AuthProvider, 'local'>;
  providerId: string;
  email: string | null;
  firstname: string;
  lastname: string;
}

export const SOCIAL_EMAIL_IN_USE =
  'An account with this email address already exists. Log in with your username and password.';
export const SOCIAL_EMAIL_MISSING = 'We need your email address to create your account. Please allow access to it.';

/** Google or Facebook login: finds the account of that identity or creates one, then opens a session. */
export class SocialLogin {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
  ) {}

  async execute(identity: SocialIdentity): Promise<{ user: User; token: string }> {
    let user = await this.users.findByProvider(identity.provider, identity.providerId);
    if (!user) {
      if (!identity.email) throw conflict(SOCIAL_EMAIL_MISSING);
      const email = identity.email.trim().toLowerCase();
      // Linking to an existing account by email alone would let whoever controls that address at the
      // provider take over a local account, so an existing email is refused instead.
      if (await this.users.emailTaken(email)) throw conflict(SOCIAL_EMAIL_IN_USE);
      user = await this.users.create({
        username: await this.freeUsername(email),
        email,
        firstname: identity.firstname.slice(0, 100),
        lastname: identity.lastname.slice(0, 100),
        provider: identity.provider,
        providerId: identity.providerId,
        passwordHash: null,
        avatar: null,
        airportId: null,
        isDiscoverable: true,
        bio: '',
      });
    }
    if (user.isDisabled) throw forbidden(MESSAGES.accountDisabled);
    return { user, token: await this.sessions.create(user.id) };
  }

  private async freeUsername(email: string): Promise<string> {
    const base = (email.split('@')[0] ?? 'pilot').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 30) || 'pilot';
    for (let n = 0; n < 50; n++) {
      const candidate = n === 0 ? base : `${base}-${n + 1}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }
}
