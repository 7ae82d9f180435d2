import SubscriptionIcon from '@mui/icons-material/CardMembership';
import { SubscriptionList } from './subscription-list';
import { SubscriptionShow } from './subscription-show';

/** Read-only: subscriptions change through the payment provider (checkout, cancel, renewals), never here. */
export default { list: SubscriptionList, show: SubscriptionShow, icon: SubscriptionIcon };
