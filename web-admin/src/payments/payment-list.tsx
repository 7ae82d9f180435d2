import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, SimpleList } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { centsLabel, listingTitle, PAYMENT_STATE_CHOICES, paymentStateLabel, personName, type AdminPayment } from './admin-payment';

const paymentFilters = [
  <SelectInput key="state" source="state" label="State" choices={PAYMENT_STATE_CHOICES} alwaysOn />,
  <NumberInput key="bookingId" source="bookingId" label="Booking id" alwaysOn />,
];

const Column = DataTable.Col<AdminPayment>;
const money = () => ({ whiteSpace: 'nowrap' }) as const;

/** On a phone each payment is one readable item (listing, the two sides, state and what was charged). */
const PhoneList = () => (
  <SimpleList<AdminPayment>
    className="phone-list"
    linkType="show"
    primaryText={(p) => `#${p.id} · ${listingTitle(p)}`}
    secondaryText={(p) => `${paymentStateLabel(p)} · ${personName(p.pilot)} to ${personName(p.owner)}`}
    tertiaryText={(p) => `Held ${centsLabel(p.heldCents)}, captured ${centsLabel(p.capturedCents)}, transferred ${centsLabel(p.transferredCents)}`}
    empty={<NoMatch what="payments" />}
  />
);

// The server sorts by id only (the booking's): the newest first.
export const PaymentList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminPayment>
      title="Payments"
      filters={paymentFilters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={
        <EmptyState title="No payments yet.">
          A payment appears here when a pilot sends a request, with a card, to a rental whose owner has payouts enabled.
        </EmptyState>
      }
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<AdminPayment> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="payments" />}>
          <Column source="id" label="Booking" render={(p) => `#${p.id}`} />
          <Column source="pilot" label="Pilot" disableSort render={(p) => personName(p.pilot)} />
          <Column source="owner" label="Owner" disableSort render={(p) => personName(p.owner)} />
          <Column source="share" label="Listing" disableSort render={listingTitle} />
          <Column source="state" label="State" disableSort render={paymentStateLabel} />
          <Column source="heldCents" label="Held" disableSort align="right" render={(p) => centsLabel(p.heldCents)} cellSx={money} />
          <Column source="capturedCents" label="Captured" disableSort align="right" render={(p) => centsLabel(p.capturedCents)} cellSx={money} />
          <Column source="refundedCents" label="Refunded" disableSort align="right" render={(p) => centsLabel(p.refundedCents)} cellSx={money} />
          <Column source="feeCents" label="Fee" disableSort align="right" render={(p) => centsLabel(p.feeCents)} cellSx={money} />
          <Column source="transferredCents" label="Transferred" disableSort align="right" render={(p) => centsLabel(p.transferredCents)} cellSx={money} />
        </DataTable>
      )}
    </List>
  );
};
