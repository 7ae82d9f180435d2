import ProfessionalIcon from '@mui/icons-material/School';
import { InstructorEdit } from './instructor-edit';
import { InstructorList } from './instructor-list';
import { InstructorShow } from './instructor-show';

/** Professional profiles: staff hide or remove one; its content is its owner's. */
export default { list: InstructorList, show: InstructorShow, edit: InstructorEdit, icon: ProfessionalIcon };
