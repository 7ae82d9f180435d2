import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './payment-list';
import { PaymentShow } from './payment-show';

/** Payments (issue 37): staff read each booking's money and its ledger, and refund with a reason; the jobs do the rest. */
export default { list: PaymentList, show: PaymentShow, icon: PaymentsIcon };
