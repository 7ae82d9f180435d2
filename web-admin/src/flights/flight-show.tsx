import FlagIcon from '@mui/icons-material/Flag';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import {
  centsLabel,
  flightStateLabel,
  METER_LABELS,
  readingDifference,
  SQUAWK_SEVERITY_LABELS,
  tenthsLabel,
  type AdminFlight,
} from './admin-flight';
import { FlightPhotos } from './flight-photos';
import { ResolveDisputeButton } from './resolve-dispute-button';

const FlightTitle = () => {
  const flight = useRecordContext<AdminFlight>();
  return <span>Flight of booking {flight ? `#${flight.id}` : ''}</span>;
};

/** A custom row of SimpleShowLayout: it reads `label` to name the row; the child gets the record. */
const Part = ({ render }: { label: string; render: (f: AdminFlight) => ReactNode }) => {
  const flight = useRecordContext<AdminFlight>();
  return flight ? <>{render(flight)}</> : null;
};

const None = ({ children }: { children: ReactNode }) => <Typography variant="body2">{children}</Typography>;

const PeopleAndListing = ({ flight }: { flight: AdminFlight }) => {
  const createPath = useCreatePath();
  const person = (who: 'pilot' | 'owner') => (
    <Link to={createPath({ resource: 'users', id: flight[who].id, type: 'show' })}>{flight[who].name}</Link>
  );
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'shares', id: flight.share.id, type: 'show' })}>{flight.share.title || `Listing #${flight.share.id}`}</Link>
      {', flown by '}
      {person('pilot')}
      {', owned by '}
      {person('owner')}
      {' ('}
      <Link to={createPath({ resource: 'bookings', id: flight.id, type: 'show' })}>booking #{flight.id}</Link>
      {')'}
    </Typography>
  );
};

/** Hobbs and tach at check-out and check-in, and the time between them. */
const Readings = ({ flight }: { flight: AdminFlight }) => {
  const { checkOut, checkIn } = flight;
  if (!checkOut) return <None>Not checked out.</None>;
  return (
    <Table size="small" aria-label="Meter readings" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Meter</TableCell>
          <TableCell>Check-out</TableCell>
          <TableCell>Check-in</TableCell>
          <TableCell>Flown</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(['hobbs', 'tach'] as const).map((meter) => (
          <TableRow key={meter}>
            <TableCell component="th" scope="row">{METER_LABELS[meter]}</TableCell>
            <TableCell>{tenthsLabel(checkOut[meter])}</TableCell>
            <TableCell>{checkIn ? tenthsLabel(checkIn[meter]) : '—'}</TableCell>
            <TableCell>{checkIn ? readingDifference(checkOut[meter], checkIn[meter]) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const CheckOutDetails = ({ flight }: { flight: AdminFlight }) => {
  if (!flight.checkOut) return <None>Not checked out.</None>;
  return (
    <Box>
      <Typography variant="body2">
        {'Checked out '}
        <DateField record={flight} source="checkOut.at" showTime />
        {` with ${tenthsLabel(flight.checkOut.fuelOnBoard)} gallons on board.`}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <FlightPhotos photos={flight.checkOut.photos} when="check-out" />
      </Box>
    </Box>
  );
};

const CheckInDetails = ({ flight }: { flight: AdminFlight }) => {
  const checkIn = flight.checkIn;
  if (!checkIn) return <None>Not checked in yet.</None>;
  const fuel = checkIn.fuel.length
    ? checkIn.fuel.map((f) => `${tenthsLabel(f.gallons)} gal for ${centsLabel(f.amountCents)}`).join('; ')
    : 'None bought';
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        {'Checked in '}
        <DateField record={flight} source="checkIn.at" showTime />
      </Typography>
      <Typography variant="body2">
        {'Block off '}
        {checkIn.blockOff ? <DateField record={flight} source="checkIn.blockOff" showTime /> : '—'}
        {', block on '}
        {checkIn.blockOn ? <DateField record={flight} source="checkIn.blockOn" showTime /> : '—'}
      </Typography>
      <Typography variant="body2">{`Landings: ${checkIn.landings}`}</Typography>
      <Typography variant="body2">{`Route: ${checkIn.route.length ? checkIn.route.join(' → ') : '—'}`}</Typography>
      <Typography variant="body2">{`Fuel added: ${fuel}`}</Typography>
      {checkIn.note ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{`Note: ${checkIn.note}`}</Typography> : null}
      <Box sx={{ mt: 1 }}>
        <FlightPhotos photos={checkIn.photos} when="check-in" />
      </Box>
    </Box>
  );
};

const Squawks = ({ flight }: { flight: AdminFlight }) => {
  const squawks = flight.checkIn?.squawks ?? [];
  if (!squawks.length) return <None>None reported.</None>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {squawks.map((s, i) => (
        <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{SQUAWK_SEVERITY_LABELS[s.severity]}</strong>: {s.text}
        </Typography>
      ))}
    </Box>
  );
};

/** Each check-out reading that did not continue the aircraft's last one, with both numbers. */
const ContinuityFlags = ({ flight }: { flight: AdminFlight }) => {
  if (!flight.flags.length) return <None>None: the check-out readings continue the aircraft&apos;s last ones.</None>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {flight.flags.map((flag) => (
        <Alert key={`${flag.meter}-${flag.source}`} severity="warning" icon={<FlagIcon />}>
          {flag.message}
          <Typography variant="body2">
            {`${METER_LABELS[flag.meter]}: expected ${tenthsLabel(flag.expected)} (${flag.source === 'last_check_in' ? 'the last check-in' : "the owner's last reading"}), found ${tenthsLabel(flag.found)}`}
          </Typography>
        </Alert>
      ))}
    </Box>
  );
};

const Bill = ({ flight }: { flight: AdminFlight }) => {
  const bill = flight.bill;
  if (!bill) return <None>No bill before check-in.</None>;
  return (
    <Table size="small" aria-label="The bill" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bill.lines.map((line, i) => (
          <TableRow key={i}>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{line.kind === 'fee' ? line.quantity : tenthsLabel(line.quantity)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{centsLabel(line.amountCents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{centsLabel(bill.totalCents)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};

const Dispute = ({ flight }: { flight: AdminFlight }) => {
  const dispute = flight.dispute;
  if (!dispute) return <None>None.</None>;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {`Disputed by the ${dispute.by} `}
        <DateField record={flight} source="dispute.at" showTime />
        {`: “${dispute.reason}”`}
      </Typography>
      {dispute.resolvedAt ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {'Resolved '}
          <DateField record={flight} source="dispute.resolvedAt" showTime />
          {`: ${dispute.resolution}`}
        </Typography>
      ) : (
        <Typography variant="body2" color="warning.main">Open: staff resolve it with Resolve dispute above.</Typography>
      )}
    </Box>
  );
};

const billingLabel = (f: AdminFlight) =>
  `${centsLabel(f.billing.rateCents)} per ${f.billing.basis === 'block' ? 'block' : f.billing.basis === 'hobbs' ? 'Hobbs' : 'tach'} hour, ${f.billing.wet ? 'wet' : 'dry'}`;

const FlightActions = () => (
  <TopToolbar>
    <ResolveDisputeButton />
  </TopToolbar>
);

export const FlightShow = () => (
  <Show<AdminFlight> title={<FlightTitle />} actions={<FlightActions />}>
    <SimpleShowLayout>
      <Part label="Flight" render={(f) => <PeopleAndListing flight={f} />} />
      <FunctionField<AdminFlight> label="State" render={flightStateLabel} />
      <Part label="Readings" render={(f) => <Readings flight={f} />} />
      <Part label="Continuity flags" render={(f) => <ContinuityFlags flight={f} />} />
      <Part label="Check-out" render={(f) => <CheckOutDetails flight={f} />} />
      <Part label="Check-in" render={(f) => <CheckInDetails flight={f} />} />
      <Part label="Squawks" render={(f) => <Squawks flight={f} />} />
      <Part label="Bill" render={(f) => <Bill flight={f} />} />
      <FunctionField<AdminFlight> label="Billing rules (copied at approval)" render={billingLabel} />
      <Part label="Dispute" render={(f) => <Dispute flight={f} />} />
      <DateField source="confirmedAt" label="Confirmed by the owner" showTime emptyText="—" />
      <DateField source="closesAt" label="Closes by itself" showTime emptyText="—" />
      <DateField source="closedAt" label="Closed" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
