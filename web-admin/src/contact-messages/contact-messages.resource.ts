import ContactIcon from '@mui/icons-material/ContactMail';
import { ContactMessageList } from './contact-message-list';
import { ContactMessageShow } from './contact-message-show';

/** What visitors sent with the contact form: read, then delete. Nobody edits what a visitor wrote. */
export default { list: ContactMessageList, show: ContactMessageShow, icon: ContactIcon };
