import BookingIcon from '@mui/icons-material/EventNote';
import { BookingList } from './booking-list';
import { BookingShow } from './booking-show';

/** Requests and bookings: staff read them and cancel an approved one with a reason; pilots and owners do the rest. */
export default { list: BookingList, show: BookingShow, icon: BookingIcon };
