import { DomainError, forbidden, validationFailed } from '../../domain/errors.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { User } from '../../domain/user/user.js';
import type { LoginThrottle, PasswordHasher, SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { isBlank } from './input.js';

export interface LogInCommand {
  login: unknown;
  password: unknown;
  ip: string;
}

/**
 * Whose failures a login attempt counts toward: the account it names, by id, so guessing through the
 * username and through the email share one count; an unknown name counts on its own text.
 */
export const loginAccountKey = (user: User | null, login: string): string => (user ? `user:${user.id}` : `login:${login.toLowerCase()}`);

/** Username-or-email and password login. Failures are counted per IP and per account. */
export class LogIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute({ login, password, ip }: LogInCommand): Promise<{ user: User; token: string }> {
    const errors: string[] = [];
    if (isBlank(login) || typeof login !== 'string') errors.push(MESSAGES.usernameRequired);
    if (isBlank(password) || typeof password !== 'string') errors.push(MESSAGES.passwordRequired);
    if (errors.length) throw validationFailed(errors);

    // The client's limit first: a client over it costs no account lookup.
    await this.throttle.check({ ip });
    const text = (login as string).trim();
    const user = await this.users.findByLogin(text);
    const keys = { ip, account: loginAccountKey(user, text) };
    await this.throttle.check({ account: keys.account });
    const ok = !!user?.passwordHash && (await this.hasher.verify(user.passwordHash, password as string));
    if (!user || !ok) {
      await this.throttle.fail(keys);
      throw new DomainError('invalid_credentials', MESSAGES.badLogin, [MESSAGES.badLogin]);
    }
    await this.throttle.succeed(keys);
    // Told only to whoever knows the password: a guesser does not learn the account is disabled.
    if (user.isDisabled) throw forbidden(MESSAGES.accountDisabled);
    return { user, token: await this.sessions.create(user.id) };
  }
}
