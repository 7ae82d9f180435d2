import FlightIcon from '@mui/icons-material/FlightTakeoff';
import { FlightList } from './flight-list';
import { FlightShow } from './flight-show';

/** Flights (issue 36): staff read the readings, photos, flags and bill, and resolve a dispute; pilots and owners do the rest. */
export default { list: FlightList, show: FlightShow, icon: FlightIcon };
