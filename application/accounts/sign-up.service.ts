import { assertValidFields, conflict, DomainError, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { MESSAGES, normaliseEmail, signupFieldErrors } from '../../domain/user/account-rules.js';
import type { User } from '../../domain/user/user.js';
import type { HumanCheck } from '../ports/human-check.js';
import type { PasswordHasher, SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { AirportChoice } from './airport-choice.js';
import { AvatarUpload } from './avatar-upload.js';
import { optionalText } from './input.js';

export interface SignUpCommand {
  input: Record<string, unknown>;
  avatar?: Uint8Array;
  remoteIp?: string;
}

export const HONEYPOT_REFUSAL = 'Your sign-up could not be completed.';

/** Creates a local account and logs it in. Nothing is stored unless every check passes. */
export class SignUp {
  constructor(
    private readonly users: UserRepository,
    private readonly airportChoice: AirportChoice,
    private readonly hasher: PasswordHasher,
    private readonly humanCheck: HumanCheck,
    private readonly sessions: SessionStore,
    private readonly avatars: AvatarUpload,
  ) {}

  async execute({ input, avatar, remoteIp }: SignUpCommand): Promise<{ user: User; token: string }> {
    // A filled honeypot is a bot: refuse without saying which field gave it away.
    if (typeof input.honeypot === 'string' && input.honeypot.trim() !== '') throw validationFailed([HONEYPOT_REFUSAL]);

    const airportErrors: string[] = [];
    const airport = await this.airportChoice.resolve(input.airport, airportErrors);
    const code = typeof input.code === 'string' ? input.code : '';
    assertValidFields(fieldErrors([
      ...Object.entries(signupFieldErrors(input)),
      ['airport', airportErrors],
      ['code', this.humanCheck.kind !== 'off' && !code ? [MESSAGES.captchaRequired] : []],
    ]));
    if (avatar) await this.avatars.check(avatar);

    if (!(await this.humanCheck.verify(code, remoteIp))) {
      throw new DomainError('human_check_failed', MESSAGES.captchaFailed, [MESSAGES.captchaFailedShown], undefined, { code: [MESSAGES.captchaFailedShown] });
    }

    const username = String(input.username);
    const email = normaliseEmail(String(input.email));
    const taken = fieldErrors([
      ['username', (await this.users.usernameTaken(username)) ? [MESSAGES.usernameTaken] : []],
      ['email', (await this.users.emailTaken(email)) ? [MESSAGES.emailTaken] : []],
    ]);
    if (Object.keys(taken).length) throw conflict(MESSAGES.userExists, Object.values(taken).flat(), taken);

    const passwordHash = await this.hasher.hash(String(input.password));
    const stored = avatar ? await this.avatars.store(avatar) : null;
    try {
      const user = await this.users.create({
        username,
        email,
        firstname: optionalText(input.firstname),
        lastname: optionalText(input.lastname),
        provider: 'local',
        providerId: null,
        passwordHash,
        avatar: stored,
        airportId: airport?.id ?? null,
        isDiscoverable: input.isDiscoverable === undefined ? true : input.isDiscoverable === true,
        // Issue 16: the address stays private unless the form says to show it.
        emailPublic: input.emailPublic === true,
        bio: optionalText(input.bio),
      });
      const token = await this.sessions.create(user.id);
      return { user, token };
    } catch (e) {
      if (stored) await this.avatars.discard(stored);
      throw e;
    }
  }
}
