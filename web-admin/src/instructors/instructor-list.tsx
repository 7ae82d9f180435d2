import { DataTable, DateField, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { instructorRateLabel } from '../../../domain/share/price-display';
import { EmptyState, NoMatch } from '../components/empty-state';
import { placeOf, visibilityOf, type AdminInstructor } from './admin-instructor';

const instructorFilters = [
  <SearchInput key="q" source="q" placeholder="Name, business, email or username" alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="In the directory" nullLabel="Any" trueLabel="Listed" falseLabel="Hidden" alwaysOn />,
];

const Column = DataTable.Col<AdminInstructor>;

// The server sorts by id, createdAt, ratePerHour and name only.
export const InstructorList = () => (
  <List<AdminInstructor>
    title="Professionals"
    filters={instructorFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={
      <EmptyState title="No professionals yet.">
        Members become professionals from their account (Professional Info), with a professional subscription.
      </EmptyState>
    }
  >
    <DataTable<AdminInstructor> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="professionals" />}>
      <Column source="id" />
      <Column source="name" />
      <Column source="username" label="Account" disableSort />
      <Column source="businessName" label="Business" disableSort />
      <Column source="airport" label="Based at" disableSort render={placeOf} />
      <Column source="ratePerHour" label="Rate" render={(i) => instructorRateLabel(i.ratePerHour)} />
      <Column source="isDiscoverable" label="Directory" disableSort render={visibilityOf} />
      <Column source="createdAt" label="Created" render={(i) => <DateField record={i} source="createdAt" />} />
    </DataTable>
  </List>
);
