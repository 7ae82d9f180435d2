import { conflict } from '../../domain/errors.js';
import type { Instructor, InstructorInput } from '../../domain/instructor/instructor.js';
import type { User } from '../../domain/user/user.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';
import type { SubscriptionPolicy } from '../subscriptions/subscription-policy.js';
import { ALREADY_PROFESSIONAL } from './instructor-access.js';
import type { InstructorProfileWriter } from './instructor-profile-writer.js';

export interface InstructorProfileCommand {
  user: User;
  input: InstructorInput;
  avatar?: Uint8Array;
}

/**
 * POST /instructor: needs an active professional subscription (403), one profile per account (409).
 * The account becomes an instructor in the same transaction as the profile is stored.
 */
export class CreateInstructorProfile {
  constructor(
    private readonly instructors: InstructorRepository,
    private readonly writer: InstructorProfileWriter,
    private readonly policy: SubscriptionPolicy,
  ) {}

  async execute({ user, input, avatar }: InstructorProfileCommand): Promise<Instructor> {
    await this.policy.requireActive(user, 'professional');
    if (await this.instructors.findByUser(user.id)) throw conflict(ALREADY_PROFESSIONAL);
    return this.writer.write(user, input, avatar, null, (data) => this.instructors.create(user.id, data));
  }
}
