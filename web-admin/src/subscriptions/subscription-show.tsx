import { Typography } from '@mui/material';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TextField, useCreatePath, useRecordContext } from 'react-admin';
import { discountLabel, planLabel, statusLabel, yesNo, type AdminSubscription } from './admin-subscription';

// Takes a `label` prop: SimpleShowLayout reads it to label the row.
const MemberField = (_props: { label: string }) => {
  const subscription = useRecordContext<AdminSubscription>();
  const createPath = useCreatePath();
  if (!subscription) return null;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: subscription.userId, type: 'show' })}>{subscription.username}</Link>
    </Typography>
  );
};

export const SubscriptionShow = () => (
  <Show<AdminSubscription>>
    <SimpleShowLayout>
      <TextField source="id" label="Provider id" />
      <MemberField label="Member" />
      <FunctionField<AdminSubscription> label="Plan" render={planLabel} />
      <TextField source="priceId" label="Price id" />
      <FunctionField<AdminSubscription> label="Status" render={statusLabel} />
      <DateField source="currentPeriodEnd" label="Current period ends" showTime />
      <FunctionField<AdminSubscription> label="Cancels at period end" render={yesNo} />
      <DateField source="trialEnd" label="Trial ends" showTime emptyText="No free month" />
      <FunctionField<AdminSubscription> label="Discount" render={(s) => discountLabel(s) ?? 'None'} />
    </SimpleShowLayout>
  </Show>
);
