import { Edit } from 'react-admin';
import { toPromotionCodeFields, type PromotionCodeRecord } from './promotion-code';
import { PromotionCodeForm } from './promotion-code-form';

// Pessimistic rather than react-admin's default undoable mode: a refused edit keeps the form and its values.
export const PromotionCodeEdit = () => (
  <Edit<PromotionCodeRecord> mutationMode="pessimistic" redirect="list" transform={toPromotionCodeFields}>
    <PromotionCodeForm />
  </Edit>
);
