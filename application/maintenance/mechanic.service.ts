import { notFound, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { Mailer } from '../ports/mailer.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { actorOfMechanic, actorOfUser, MAINTENANCE_ACCESS_MESSAGES, maintainableShare } from './maintenance-access.js';
import type { SignOffMaintenanceItem } from './maintenance-items.service.js';
import { mechanicLinkMail } from './maintenance-mail.js';
import type { ItemRead, MaintenanceRead, ReadMaintenance } from './read-maintenance.service.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** The mechanic's address from a body `{ email }`, trimmed and lower-cased, or a 400 beside `email`. */
function readMechanicEmail(body: unknown): string {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).email : undefined;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    const message = MAINTENANCE_ACCESS_MESSAGES.mechanicEmail;
    throw validationFailed([message], message, fieldErrors([['email', [message]]]));
  }
  return email;
}

/**
 * PUT /share/:id/mechanic `{ email }` and DELETE /share/:id/mechanic: the owner names the mechanic who signs
 * work off through a mailed link (PUBLIC_URL/mechanic/<token>); naming another, or the same again, or
 * removing him, ends the link that was.
 */
export class NameMechanic {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly read: ReadMaintenance,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** `siteUrl`: the base of the link (PUBLIC_URL, or the address the request came to). */
  async execute(user: User, shareId: number, body: unknown, siteUrl: string): Promise<MaintenanceRead> {
    const share = await maintainableShare(this.shares, user, shareId);
    const email = readMechanicEmail(body);
    const token = await this.unitOfWork.run(() => this.maintenance.nameMechanic(shareId, email, this.clock.now()));
    await this.mailer.send(mechanicLinkMail({
      to: email, ownerName: actorOfUser(user).name, shareTitle: share.title, tailNumber: share.aircraft.tailNumber ?? '',
      link: `${siteUrl}/mechanic/${encodeURIComponent(token)}`,
    }));
    return this.read.of(share);
  }

  async remove(user: User, shareId: number): Promise<void> {
    await maintainableShare(this.shares, user, shareId);
    await this.maintenance.removeMechanic(shareId);
  }
}

/**
 * GET /mechanic/:token and POST /mechanic/:token/items/:itemId/sign-off: the named mechanic, without an
 * account, reads the aircraft's maintenance (without the mechanic field) and signs work off in his name.
 * A wrong or revoked token is a 404.
 */
export class MechanicAccess {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly read: ReadMaintenance,
    private readonly signOffs: SignOffMaintenanceItem,
  ) {}

  async view(token: string): Promise<MaintenanceRead> {
    const { share } = await this.linked(token);
    return this.read.of(share, { forMechanic: true });
  }

  async signOff(token: string, itemId: number, body: unknown): Promise<ItemRead> {
    const { share, email } = await this.linked(token);
    return this.signOffs.signOff(share, itemId, body, actorOfMechanic(email));
  }

  private async linked(token: string): Promise<{ share: Share; email: string }> {
    const link = token ? await this.maintenance.mechanicByToken(token) : null;
    const share = link ? await this.shares.findById(link.shareId) : null;
    if (!link || !share) throw notFound(MAINTENANCE_ACCESS_MESSAGES.mechanicLink);
    return { share, email: link.email };
  }
}
