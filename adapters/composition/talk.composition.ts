import type { MikroORM } from '@mikro-orm/postgresql';
import { BlockConversation } from '../../application/conversations/block-conversation.service.js';
import { MessageMail } from '../../application/conversations/message-mail.js';
import { ListConversations, ReadMessages } from '../../application/conversations/read-conversations.service.js';
import { SendMessage } from '../../application/conversations/send-message.service.js';
import { StartConversation } from '../../application/conversations/start-conversation.service.js';
import type { UpdateUserFlags } from '../../application/admin/update-user-flags.service.js';
import type { AuditLog } from '../../application/ports/audit-log.js';
import type { Mailer } from '../../application/ports/mailer.js';
import { ModerateReport } from '../../application/reports/moderate-report.service.js';
import { ReportItem } from '../../application/reports/report-item.service.js';
import type { Clock } from '../../application/ports/security.js';
import type { PersonLinks } from '../../application/ports/person-links.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { TalkDeps } from '../http/talk-deps.js';
import { PostgresConversationRepository } from '../persistence/postgres-conversation.repository.js';
import { PostgresReportRepository } from '../persistence/postgres-report.repository.js';

/** Part of the composition root (adapters/composition/composition.ts calls it): conversations and reports (issue 16). */
export function talkDeps(d: {
  orm: MikroORM;
  clock: Clock;
  unitOfWork: UnitOfWork;
  users: UserRepository;
  shares: ShareRepository;
  mailer: Mailer;
  auditLog: AuditLog;
  updateUserFlags: UpdateUserFlags;
  personLinks: PersonLinks;
}): TalkDeps {
  const conversations = new PostgresConversationRepository(d.orm);
  // The other side hears of new messages through the Mailer (the outbox), at most once per conversation in 15 minutes.
  const mail = new MessageMail(conversations, d.mailer, d.unitOfWork);
  const reports = new PostgresReportRepository(d.orm);
  return {
    listConversations: new ListConversations(conversations),
    startConversation: new StartConversation(conversations, d.shares, d.users, mail, d.unitOfWork, d.clock, d.personLinks),
    readMessages: new ReadMessages(conversations),
    sendMessage: new SendMessage(conversations, mail, d.unitOfWork, d.clock),
    blockConversation: new BlockConversation(conversations, d.clock),
    reportItem: new ReportItem(reports, d.clock),
    reports,
    moderateReport: new ModerateReport(reports, d.updateUserFlags, d.auditLog, d.clock),
  };
}
