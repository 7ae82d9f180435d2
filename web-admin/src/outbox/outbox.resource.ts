import MailIcon from '@mui/icons-material/Mail';
import { OutboxList } from './outbox-list';
import { OutboxShow } from './outbox-show';

/** Read-only: the outbox is what the site sent; nobody edits history. */
export default { list: OutboxList, show: OutboxShow, icon: MailIcon };
