import AuditIcon from '@mui/icons-material/History';
import { AuditLogList } from './audit-log-list';
import { AuditLogShow } from './audit-log-show';

/** Who changed what and when, with the record before and after. Read-only. */
export default { list: AuditLogList, show: AuditLogShow, icon: AuditIcon };
