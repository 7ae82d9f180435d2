import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import type { AdminAirport } from './admin-airport';
import { STATE_CHOICES } from './us-states';

const airportFilters = [
  <SearchInput key="q" source="q" placeholder="Code, name or city" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={STATE_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<AdminAirport>;
const NumberColumn = DataTable.NumberCol<AdminAirport>;

// The server sorts by id, locationId, facility and state only.
export const AirportList = () => (
  <List<AdminAirport>
    title="Airports"
    filters={airportFilters}
    sort={{ field: 'locationId', order: 'ASC' }}
    exporter={false}
    empty={<EmptyState title="No airports yet.">The airport data is imported when the site first starts.</EmptyState>}
  >
    <DataTable<AdminAirport> rowClick="edit" bulkActionButtons={false} empty={<NoMatch what="airports" />}>
      <Column source="locationId" label="Code" />
      <Column source="facility" label="Name" />
      <Column source="city" disableSort />
      <Column source="state" />
      <NumberColumn source="shareCount" label="Active listings" disableSort />
    </DataTable>
  </List>
);
