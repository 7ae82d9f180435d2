import AirportIcon from '@mui/icons-material/LocalAirport';
import { AirportEdit } from './airport-edit';
import { AirportList } from './airport-list';

/** Airports come from the imported data; staff correct a name, city or state. A row opens the form. */
export default { list: AirportList, edit: AirportEdit, icon: AirportIcon };
