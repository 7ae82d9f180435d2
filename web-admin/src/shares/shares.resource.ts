import ShareIcon from '@mui/icons-material/FlightTakeoff';
import { ShareList } from './share-list';
import { ShareShow } from './share-show';

/** Listings: staff enable, disable or delete one; its content is its owner's, so there is no edit form. */
export default { list: ShareList, show: ShareShow, icon: ShareIcon };
