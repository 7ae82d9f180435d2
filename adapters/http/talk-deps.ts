import type { BlockConversation } from '../../application/conversations/block-conversation.service.js';
import type { ListConversations, ReadMessages } from '../../application/conversations/read-conversations.service.js';
import type { SendMessage } from '../../application/conversations/send-message.service.js';
import type { StartConversation } from '../../application/conversations/start-conversation.service.js';
import type { ReportRepository } from '../../application/ports/report.repository.js';
import type { ModerateReport } from '../../application/reports/moderate-report.service.js';
import type { ReportItem } from '../../application/reports/report-item.service.js';

/** Conversations, reports and their back office (issue 16, "talk"): what the composition root hands the HTTP adapter. */
export interface TalkDeps {
  listConversations: ListConversations;
  startConversation: StartConversation;
  readMessages: ReadMessages;
  sendMessage: SendMessage;
  blockConversation: BlockConversation;
  reportItem: ReportItem;
  /** The back office's reports resource. */
  reports: ReportRepository;
  moderateReport: ModerateReport;
}
