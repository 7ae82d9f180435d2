import { remindersDue } from '../../domain/maintenance/reminders.js';
import type { ReminderKind } from '../../domain/maintenance/maintenance.js';
import type { AlertOutbox, MaintenanceMailKind, MaintenanceMailToQueue } from '../ports/alert-outbox.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { AircraftStatusKeeper } from './aircraft-status.service.js';

export interface SweepReport {
  swept: number;
  reminders: number;
  /** Aircraft whose sweep failed (logged; the next sweep tries again). */
  failed: number;
}

const MAIL_OF: Record<ReminderKind, MaintenanceMailKind> = {
  due_soon_days: 'maintenance_due_soon', due_soon_hours: 'maintenance_due_soon', overdue: 'maintenance_overdue',
};

/**
 * The periodic sweep (every few minutes, where the alert worker runs): a date passing turns an aircraft amber
 * or red with no event, so every aircraft with items or open squawks has its status worked out again (and
 * its grounding applied), and each item's reminders (30 days, 10 hours, overdue) are queued to the owner,
 * each once: the reminder's row (item, key) and its mail are written in one transaction, and a reminder
 * recorded already queues nothing.
 */
export class SweepMaintenance {
  constructor(
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
    private readonly outbox: Pick<AlertOutbox, 'queueBookingMails'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly logError: (message: string, error: unknown) => void = () => {},
  ) {}

  async execute(): Promise<SweepReport> {
    const report: SweepReport = { swept: 0, reminders: 0, failed: 0 };
    for (const shareId of await this.maintenance.sharesToSweep()) {
      try {
        report.reminders += await this.unitOfWork.run(() => this.sweep(shareId));
        report.swept++;
      } catch (e) {
        report.failed++;
        this.logError(`The maintenance sweep of listing ${shareId} failed`, e);
      }
    }
    return report;
  }

  private async sweep(shareId: number): Promise<number> {
    const state = await this.keeper.recompute(shareId);
    if (!state) return 0;
    const { share, status, today, meter } = state;
    const now = this.clock.now();
    const mails: MaintenanceMailToQueue[] = [];
    for (const { item, dueText } of status.items) {
      for (const due of remindersDue(item, today, meter)) {
        if (!(await this.maintenance.recordReminder(item.id, due.key, now))) continue;
        mails.push({
          kind: MAIL_OF[due.kind], userId: share.owner.id, shareId, airportId: share.airport.id, eventKey: `item:${item.id}:${due.key}`,
          payload: { itemId: item.id, shareTitle: share.title, tailNumber: share.aircraft.tailNumber ?? '', itemTitle: item.title, dueText, reasons: status.reasons },
        });
      }
    }
    if (mails.length) await this.outbox.queueBookingMails(mails);
    return mails.length;
  }
}
