import type { MikroORM } from '@mikro-orm/postgresql';
import type { AvatarUpload } from '../../application/accounts/avatar-upload.js';
import type { DeleteAccount } from '../../application/accounts/delete-account.service.js';
import { AuditedChange } from '../../application/admin/audited-change.service.js';
import { CorrectAirport } from '../../application/admin/correct-airport.service.js';
import { DeleteUser } from '../../application/admin/delete-user.service.js';
import { ModerateProfessionals } from '../../application/admin/moderate-professionals.service.js';
import { ReadSiteStats } from '../../application/admin/read-site-stats.service.js';
import { SaveBlogPost } from '../../application/admin/save-blog-post.service.js';
import { UpdateUserFlags } from '../../application/admin/update-user-flags.service.js';
import { UploadBlogImage } from '../../application/admin/upload-blog-image.service.js';
import { SendContactMessage } from '../../application/contact/send-contact-message.service.js';
import { ClaimAircraft } from '../../application/shares/claim-aircraft.service.js';
import type { InstructorRepository } from '../../application/ports/instructor.repository.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { ImageProcessor, MediaStore } from '../../application/ports/media.js';
import type { Clock } from '../../application/ports/security.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { PriceIds } from '../../domain/subscription/plans.js';
import { SanitizeHtmlSanitizer } from '../blog/sanitize-html.sanitizer.js';
import type { Config } from './config.js';
import type { BackOfficeDeps } from '../http/admin/back-office-deps.js';
import { PostgresAircraftClaimRepository } from '../persistence/postgres-aircraft-claim.repository.js';
import { PostgresAdminAirportStore } from '../persistence/postgres-admin-airports.store.js';
import { PostgresAdminExports } from '../persistence/postgres-admin-exports.js';
import { PostgresAdminInstructorStore } from '../persistence/postgres-admin-instructors.store.js';
import { PostgresAdminShareStore } from '../persistence/postgres-admin-shares.store.js';
import { PostgresAdminUserStore } from '../persistence/postgres-admin-users.store.js';
import { PostgresAuditLog } from '../persistence/postgres-audit-log.js';
import { PostgresBlogPostRepository } from '../persistence/postgres-blog-post.repository.js';
import { PostgresContactMessageRepository } from '../persistence/postgres-contact-message.repository.js';
import { PostgresSiteStats } from '../persistence/postgres-site-stats.js';

/** Part of the composition root (adapters/composition/composition.ts calls it): the back office's adapters and use cases. */
export function backOfficeDeps(d: {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  unitOfWork: UnitOfWork;
  users: UserRepository;
  instructors: InstructorRepository;
  avatars: AvatarUpload;
  imageProcessor: ImageProcessor;
  mediaStore: MediaStore;
  mailer: Mailer;
  deleteAccount: Pick<DeleteAccount, 'execute'>;
  priceIds: PriceIds;
}): BackOfficeDeps {
  const auditLog = new PostgresAuditLog(d.orm);
  const instructorStore = new PostgresAdminInstructorStore(d.orm);
  const airportStore = new PostgresAdminAirportStore(d.orm);
  const contactMessages = new PostgresContactMessageRepository(d.orm);
  const blogPosts = new PostgresBlogPostRepository(d.orm);
  const aircraftClaims = new PostgresAircraftClaimRepository(d.orm);
  return {
    changes: new AuditedChange(d.unitOfWork, auditLog),
    auditLog,
    updateUserFlags: new UpdateUserFlags(d.users, new PostgresAdminUserStore(d.orm)),
    deleteUser: new DeleteUser(d.users, d.deleteAccount),
    shares: new PostgresAdminShareStore(d.orm),
    instructors: instructorStore,
    moderateProfessionals: new ModerateProfessionals(d.instructors, instructorStore, d.avatars),
    airports: airportStore,
    correctAirport: new CorrectAirport(airportStore),
    contactMessages,
    blogPosts,
    saveBlogPost: new SaveBlogPost(blogPosts, new SanitizeHtmlSanitizer(), d.clock),
    uploadBlogImage: new UploadBlogImage(d.imageProcessor, d.mediaStore),
    exports: new PostgresAdminExports(d.orm),
    siteStats: new ReadSiteStats(new PostgresSiteStats(d.orm), d.clock, d.priceIds),
    sendContactMessage: new SendContactMessage(contactMessages, d.mailer, d.config.admin.email),
    aircraftClaims,
    claimAircraft: new ClaimAircraft(aircraftClaims, d.mailer, d.config.admin.email),
  };
}
