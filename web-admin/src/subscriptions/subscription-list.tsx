import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { discountLabel, PLAN_CHOICES, planLabel, STATUS_CHOICES, statusLabel, yesNo, type AdminSubscription } from './admin-subscription';

const subscriptionFilters = [
  <SearchInput key="q" source="q" placeholder="Username" alwaysOn />,
  <SelectInput key="plan" source="plan" label="Plan" choices={PLAN_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<AdminSubscription>;

// The server sorts by currentPeriodEnd, status and plan only: every other column has sorting turned off.
export const SubscriptionList = () => (
  <List<AdminSubscription> filters={subscriptionFilters} sort={{ field: 'currentPeriodEnd', order: 'DESC' }} exporter={false}>
    <DataTable<AdminSubscription> rowClick="show" bulkActionButtons={false}>
      <Column source="username" label="Member" disableSort />
      <Column source="plan" render={planLabel} />
      <Column source="status" render={statusLabel} />
      <Column
        source="currentPeriodEnd"
        label="Period ends"
        render={(s) => <DateField record={s} source="currentPeriodEnd" showTime />}
      />
      <Column source="cancelAtPeriodEnd" label="Cancels at period end" disableSort render={yesNo} />
      <Column
        source="trialEnd"
        label="Trial ends"
        disableSort
        render={(s) => <DateField record={s} source="trialEnd" showTime emptyText="—" />}
      />
      <Column source="discount" disableSort render={(s) => discountLabel(s) ?? '—'} />
      <Column source="id" label="Provider id" disableSort />
    </DataTable>
  </List>
);
