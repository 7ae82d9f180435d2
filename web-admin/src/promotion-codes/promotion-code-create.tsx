import { Create } from 'react-admin';
import { toPromotionCodeFields, type PromotionCodeRecord } from './promotion-code';
import { PromotionCodeForm } from './promotion-code-form';

// Create is pessimistic: when the server refuses (400, 409 for a taken code) its message is shown and the form stays.
export const PromotionCodeCreate = () => (
  <Create<PromotionCodeRecord> redirect="list" transform={toPromotionCodeFields}>
    <PromotionCodeForm defaultValues={{ active: true, expiresAt: null }} />
  </Create>
);
