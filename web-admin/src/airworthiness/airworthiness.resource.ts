import AirworthinessIcon from '@mui/icons-material/HealthAndSafety';
import { AirworthinessList } from './airworthiness-list';
import { AirworthinessShow } from './airworthiness-show';

/** Airworthiness (issue 38): staff see the aircraft by status, red first, with reasons, items and squawks. */
export default { list: AirworthinessList, show: AirworthinessShow, icon: AirworthinessIcon };
