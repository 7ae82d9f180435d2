import ReportIcon from '@mui/icons-material/Flag';
import { ReportList } from './report-list';
import { ReportShow } from './report-show';

/** Users' reports of messages, reviews, answers and questions (issue 16): staff hide the item, dismiss, or disable the author. */
export default { list: ReportList, show: ReportShow, icon: ReportIcon };
