import ReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './review-list';
import { ReviewShow } from './review-show';

/** Reviews of rentals (issue 16): staff read them and hide one (or show it again); the server audits it. */
export default { list: ReviewList, show: ReviewShow, icon: ReviewIcon };
