import type { SxProps } from '@mui/material';
import { DataTable, DateField, List, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { formatMoney } from '../../../domain/share/price-display';
import { EmptyState, NoMatch } from '../components/empty-state';
import { SHARE_TYPE_CHOICES, shareAirportLabel, shareStatusLabel, shareTypeLabel, type AdminShare } from './admin-share';
import { ToggleShareButton } from './share-actions';

const shareFilters = [
  <SearchInput key="q" source="q" placeholder="Title, tail number or owner" alwaysOn />,
  <SelectInput key="type" source="type" label="Type" choices={SHARE_TYPE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" label="Status" nullLabel="Any" trueLabel="Enabled" falseLabel="Disabled" alwaysOn />,
];

const Column = DataTable.Col<AdminShare>;

const rate = (s: AdminShare) => (s.ratePerHour ? `${formatMoney(s.ratePerHour)} / hour` : '—');

// The server sorts by id, listDate, ratePerHour and title only.
export const ShareList = () => (
  <List<AdminShare>
    title="Shares"
    filters={shareFilters}
    sort={{ field: 'listDate', order: 'DESC' }}
    exporter={false}
    empty={<EmptyState title="No listings yet.">Subscribed members list their aircraft from the public site (List a plane).</EmptyState>}
  >
    <DataTable<AdminShare>
      rowClick="show"
      bulkActionButtons={false}
      empty={<NoMatch what="listings" />}
      rowSx={(s): SxProps => (s.isActive ? {} : { '& td': { color: 'text.secondary' } })}
    >
      <Column source="id" />
      <Column source="title" />
      <Column source="type" disableSort render={(s) => shareTypeLabel(s.type)} />
      <Column source="tailNumber" label="Tail no." disableSort render={(s) => s.tailNumber ?? '—'} />
      <Column source="ownerUsername" label="Owner" disableSort />
      <Column source="airport" label="Airport" disableSort render={shareAirportLabel} />
      <Column source="ratePerHour" label="Rate" render={rate} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="isActive" label="Status" disableSort render={shareStatusLabel} />
      <Column source="listDate" label="Listed" render={(s) => <DateField record={s} source="listDate" />} />
      <Column label="Actions" disableSort>
        <ToggleShareButton />
      </Column>
    </DataTable>
  </List>
);
