import PromotionCodeIcon from '@mui/icons-material/LocalOffer';
import { PromotionCodeCreate } from './promotion-code-create';
import { PromotionCodeEdit } from './promotion-code-edit';
import { PromotionCodeList } from './promotion-code-list';

/** The local payment sandbox's promotion codes. No show view: a row opens the form. */
export default { list: PromotionCodeList, create: PromotionCodeCreate, edit: PromotionCodeEdit, icon: PromotionCodeIcon };
