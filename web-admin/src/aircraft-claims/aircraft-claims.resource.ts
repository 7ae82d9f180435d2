import ClaimIcon from '@mui/icons-material/AssignmentInd';
import { AircraftClaimList } from './aircraft-claim-list';
import { AircraftClaimShow } from './aircraft-claim-show';

/** "This is my plane" claims on listed aircraft (issue 34): staff uphold or dismiss them. */
export default { list: AircraftClaimList, show: AircraftClaimShow, icon: ClaimIcon };
