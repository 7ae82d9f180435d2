import UserIcon from '@mui/icons-material/People';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';
import { UserShow } from './user-show';

/** Staff edit two flags of an account (admin, discoverable) and may delete it; the rest is its owner's. */
export default { list: UserList, show: UserShow, edit: UserEdit, icon: UserIcon };
