import FlagIcon from '@mui/icons-material/Flag';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SelectInput, SimpleList } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { billTotalLabel, FLIGHT_STATE_CHOICES, flightStateLabel, isFlagged, type AdminFlight } from './admin-flight';

const flightFilters = [
  <SelectInput key="state" source="state" label="State" choices={FLIGHT_STATE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="flagged" source="flagged" label="Flags" nullLabel="Any" trueLabel="Flagged" falseLabel="Not flagged" alwaysOn />,
];

/** A flag beside the state when a check-out reading did not continue the aircraft's last one. */
const FlagMarker = ({ flight }: { flight: AdminFlight }) =>
  isFlagged(flight) ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.main', whiteSpace: 'nowrap' }}>
      <FlagIcon fontSize="small" aria-hidden />
      {`Flagged (${flight.flags.length})`}
    </Box>
  ) : (
    <span>—</span>
  );

const Column = DataTable.Col<AdminFlight>;

/** On a phone each flight is one readable item (listing, the two sides, state and bill) instead of a cut table. */
const PhoneList = () => (
  <SimpleList<AdminFlight>
    className="phone-list"
    linkType="show"
    primaryText={(f) => f.share.title || `Listing #${f.share.id}`}
    secondaryText={(f) => `${flightStateLabel(f)}${isFlagged(f) ? ' · flagged' : ''} · ${f.pilot.name} from ${f.owner.name} · ${billTotalLabel(f)}`}
    empty={<NoMatch what="flights" />}
  />
);

// The server sorts by id only (the booking's): the newest first.
export const FlightList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminFlight>
      title="Flights"
      filters={flightFilters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={<EmptyState title="No flights yet.">A flight appears here when a pilot checks an approved rental out on the public site.</EmptyState>}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<AdminFlight> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="flights" />}>
          <Column source="id" label="Booking" />
          <Column source="share" label="Listing" disableSort render={(f) => f.share.title || `#${f.share.id}`} />
          <Column source="pilot" label="Pilot" disableSort render={(f) => f.pilot.name} />
          <Column source="owner" label="Owner" disableSort render={(f) => f.owner.name} />
          <Column source="state" label="State" disableSort render={flightStateLabel} />
          <Column source="bill" label="Bill" disableSort render={billTotalLabel} cellSx={() => ({ whiteSpace: 'nowrap' })} />
          <Column source="flags" label="Continuity" disableSort render={(f) => <FlagMarker flight={f} />} />
        </DataTable>
      )}
    </List>
  );
};
