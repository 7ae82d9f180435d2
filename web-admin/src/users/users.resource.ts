import UserIcon from '@mui/icons-material/People';
import { UserList } from './user-list';
import { UserShow } from './user-show';

/** Read-only for now: the admin API has no user edits yet. */
export default { list: UserList, show: UserShow, icon: UserIcon };
