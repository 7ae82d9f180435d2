import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, DateTimeInput, List, NumberInput, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { BOOKING_STATE_CHOICES, bookingPeriodLabel, bookingStateLabel, type AdminBooking } from './admin-booking';
import { CancelBookingButton } from './cancel-booking-button';

// The period filter sends instants (the browser's local time as typed, with its offset): rentals that overlap it.
const instant = (value: string) => (value ? new Date(value).toISOString() : '');

const bookingFilters = [
  <TextInput key="person" source="person" label="Pilot or owner (name or username)" alwaysOn />,
  <TextInput key="tailNumber" source="tailNumber" label="Tail number" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={BOOKING_STATE_CHOICES} alwaysOn />,
  <DateTimeInput key="from" source="from" label="Period from" parse={instant} />,
  <DateTimeInput key="to" source="to" label="Period to" parse={instant} />,
  <NumberInput key="shareId" source="shareId" label="Listing id" />,
  <NumberInput key="userId" source="userId" label="User id (pilot or owner)" />,
];

const Column = DataTable.Col<AdminBooking>;

/** On a phone each request is one readable item (listing, period, state, the two sides) instead of a cut table. */
const PhoneList = () => (
  <SimpleList<AdminBooking>
    className="phone-list"
    linkType="show"
    primaryText={(b) => b.share?.title || `Listing #${b.shareId}`}
    secondaryText={(b) => `${bookingPeriodLabel(b)} · ${b.pilot.name} from ${b.owner.name}`}
    tertiaryText={(b) => bookingStateLabel(b)}
    empty={<NoMatch what="requests" />}
  />
);

// The server sorts by id, createdAt and start only.
export const BookingList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminBooking>
      title="Bookings"
      filters={bookingFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={<EmptyState title="No requests yet.">Pilots ask for a period, or to join, from a listing on the public site.</EmptyState>}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<AdminBooking> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="requests" />}>
          <Column source="id" />
          <Column source="share" label="Listing" disableSort render={(b) => b.share?.title || `#${b.shareId}`} />
          <Column source="start" label="Period (airport time)" render={bookingPeriodLabel} />
          <Column source="state" label="State" disableSort render={bookingStateLabel} />
          <Column source="pilot" label="Pilot" disableSort render={(b) => b.pilot.name} />
          <Column source="owner" label="Owner" disableSort render={(b) => b.owner.name} />
          <Column source="createdAt" label="Asked" render={(b) => <DateField record={b} source="createdAt" showTime />} />
          <Column label="Actions" disableSort>
            <CancelBookingButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
