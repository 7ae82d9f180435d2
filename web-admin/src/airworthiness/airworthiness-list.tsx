import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import type { StatusColour } from '../../../domain/maintenance/maintenance';
import { EmptyState, NoMatch } from '../components/empty-state';
import { STATUS_CHOICES, statusLabel, type AdminAirworthiness } from './admin-airworthiness';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <TextInput key="q" source="q" label="Listing, tail or owner" alwaysOn />,
];

const DOT: Record<StatusColour, string> = { red: '#d22f3c', amber: '#f0a020', green: '#1f9d57' };

/** The colour as a dot and its words (never the colour alone). */
export const StatusMark = ({ row }: { row: Pick<AdminAirworthiness, 'status'> }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
    <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: DOT[row.status], border: '2px solid rgba(0,0,0,0.25)' }} />
    {statusLabel(row)}
  </Box>
);

const Column = DataTable.Col<AdminAirworthiness>;

const PhoneList = () => (
  <SimpleList<AdminAirworthiness>
    className="phone-list"
    linkType="show"
    primaryText={(r) => r.title || `Listing #${r.shareId}`}
    secondaryText={(r) => `${statusLabel(r)} · ${r.openSquawks} open squawk${r.openSquawks === 1 ? '' : 's'}${r.grounded ? ' · grounded' : ''}`}
    tertiaryText={(r) => r.reasons[0] ?? r.ownerName}
    empty={<NoMatch what="aircraft" />}
  />
);

/** Aircraft by airworthiness (issue 38): red first, then amber, then green. */
export const AirworthinessList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminAirworthiness>
      title="Airworthiness"
      filters={filters}
      // The server ranks status worst first: ASC is red, amber, green (DESC would put green first).
      sort={{ field: 'status', order: 'ASC' }}
      exporter={false}
      empty={<EmptyState title="No aircraft has a status yet.">An aircraft appears here once its owner adds a due item or a squawk is reported on it.</EmptyState>}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<AdminAirworthiness> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="aircraft" />}>
          <Column source="status" label="Status" render={(r) => <StatusMark row={r} />} />
          <Column source="title" label="Listing" disableSort render={(r) => r.title || `#${r.shareId}`} />
          <Column source="ownerName" label="Owner" disableSort />
          <Column source="reasons" label="Reasons" disableSort render={(r) => (r.reasons.length ? r.reasons.join(' ') : '—')} cellSx={() => ({ overflowWrap: 'anywhere', maxWidth: 420 })} />
          <Column source="openSquawks" label="Open squawks" align="right" />
          <Column source="grounded" label="Grounded" disableSort render={(r) => (r.grounded ? 'Yes' : 'No')} />
          <Column source="computedAt" label="Worked out" render={(r) => new Date(r.computedAt).toLocaleString('en-US')} />
        </DataTable>
      )}
    </List>
  );
};
