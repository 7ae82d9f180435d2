import type { User } from '../../domain/user/user.js';
import type { AvatarUpload } from '../accounts/avatar-upload.js';
import { DeleteAccount } from '../accounts/delete-account.service.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';

/**
 * Deleting an account also removes the stored picture of its professional profile. The profile row goes
 * with the account (foreign key cascade); its picture file is not the account avatar, so DeleteAccount
 * alone would leave it behind.
 */
export class DeleteAccountWithProfile extends DeleteAccount {
  private readonly profileAvatars: AvatarUpload;

  constructor(
    private readonly instructors: InstructorRepository,
    ...accountDeps: ConstructorParameters<typeof DeleteAccount>
  ) {
    super(...accountDeps);
    this.profileAvatars = accountDeps[2];
  }

  override async execute(user: User): Promise<void> {
    const profile = await this.instructors.findByUser(user.id);
    await super.execute(user);
    await this.profileAvatars.discard(profile?.profileAvatar ?? null);
  }
}
