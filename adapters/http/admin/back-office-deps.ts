import type { AuditedChange } from '../../../application/admin/audited-change.service.js';
import type { CorrectAirport } from '../../../application/admin/correct-airport.service.js';
import type { DeleteUser } from '../../../application/admin/delete-user.service.js';
import type { ReadSiteStats } from '../../../application/admin/read-site-stats.service.js';
import type { ModerateProfessionals } from '../../../application/admin/moderate-professionals.service.js';
import type { SaveBlogPost } from '../../../application/admin/save-blog-post.service.js';
import type { UpdateUserFlags } from '../../../application/admin/update-user-flags.service.js';
import type { UploadBlogImage } from '../../../application/admin/upload-blog-image.service.js';
import type { SendContactMessage } from '../../../application/contact/send-contact-message.service.js';
import type { ClaimAircraft } from '../../../application/shares/claim-aircraft.service.js';
import type { AircraftClaimRepository } from '../../../application/ports/aircraft-claim.repository.js';
import type { AdminAirportStore } from '../../../application/ports/admin-airports.js';
import type { AdminExportSource } from '../../../application/ports/admin-exports.js';
import type { AdminInstructorStore } from '../../../application/ports/admin-instructors.js';
import type { AdminShareStore } from '../../../application/ports/admin-shares.js';
import type { AuditLog } from '../../../application/ports/audit-log.js';
import type { BlogPostRepository } from '../../../application/ports/blog-post.repository.js';
import type { ContactMessageRepository } from '../../../application/ports/contact-message.repository.js';

/** What the back office (issue 6) is handed by the composition root, beside the older `admin` read models. */
export interface BackOfficeDeps {
  /** Every admin change runs through it: one transaction with its audit entry. */
  changes: AuditedChange;
  auditLog: AuditLog;
  updateUserFlags: UpdateUserFlags;
  deleteUser: DeleteUser;
  shares: AdminShareStore;
  instructors: AdminInstructorStore;
  moderateProfessionals: ModerateProfessionals;
  airports: AdminAirportStore;
  correctAirport: CorrectAirport;
  contactMessages: ContactMessageRepository;
  blogPosts: BlogPostRepository;
  saveBlogPost: SaveBlogPost;
  uploadBlogImage: UploadBlogImage;
  exports: AdminExportSource;
  /** The dashboard's figures. */
  siteStats: ReadSiteStats;
  /** The public contact form (its messages are read in the back office). */
  sendContactMessage: SendContactMessage;
  /** Claims on listed aircraft ("This is my plane"), read and decided in the back office. */
  aircraftClaims: AircraftClaimRepository;
  claimAircraft: ClaimAircraft;
}
