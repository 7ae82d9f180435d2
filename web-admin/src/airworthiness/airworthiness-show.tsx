import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, useCreatePath, useRecordContext } from 'react-admin';
import {
  hoursLabel,
  ITEM_KIND_LABELS,
  ITEM_STATE_LABELS,
  SEVERITY_LABELS,
  SQUAWK_STATE_LABELS,
  type AdminAirworthinessDetail,
} from './admin-airworthiness';
import { StatusMark } from './airworthiness-list';

const Title = () => {
  const row = useRecordContext<AdminAirworthinessDetail>();
  return <span>Airworthiness of {row ? row.title || `listing #${row.shareId}` : ''}</span>;
};

/** A custom row of SimpleShowLayout: it reads `label` to name the row; the child gets the record. */
const Part = ({ render }: { label: string; render: (r: AdminAirworthinessDetail) => ReactNode }) => {
  const row = useRecordContext<AdminAirworthinessDetail>();
  return row ? <>{render(row)}</> : null;
};

const None = ({ children }: { children: ReactNode }) => <Typography variant="body2">{children}</Typography>;

const ListingLink = ({ row }: { row: AdminAirworthinessDetail }) => {
  const createPath = useCreatePath();
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'shares', id: row.shareId, type: 'show' })}>{row.title || `Listing #${row.shareId}`}</Link>
      {`, owned by ${row.ownerName || '—'}${row.grounded ? '; grounded' : ''}`}
    </Typography>
  );
};

const Reasons = ({ row }: { row: AdminAirworthinessDetail }) =>
  row.reasons.length ? (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {row.reasons.map((r) => (
        <Typography component="li" variant="body2" key={r} sx={{ overflowWrap: 'anywhere' }}>
          {r}
        </Typography>
      ))}
    </Box>
  ) : (
    <None>None: nothing is due soon and no squawk holds it back.</None>
  );

const Items = ({ row }: { row: AdminAirworthinessDetail }) => {
  const items = row.maintenance?.items ?? [];
  if (!items.length) return <None>The owner has listed no item.</None>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Due items" sx={{ maxWidth: 960 }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Last done</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Sign-offs</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>{i.title}</TableCell>
              <TableCell>{ITEM_KIND_LABELS[i.kind] ?? i.kind}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{[i.lastDoneOn, i.lastDoneHours !== null ? `${hoursLabel(i.lastDoneHours)} h` : null].filter(Boolean).join(' at ') || '—'}</TableCell>
              <TableCell>{i.dueText}</TableCell>
              <TableCell>{ITEM_STATE_LABELS[i.state] ?? i.state}</TableCell>
              <TableCell align="right">{i.history.length}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const Squawks = ({ row }: { row: AdminAirworthinessDetail }) => {
  const squawks = row.squawks ?? [];
  if (!squawks.length) return <None>None reported.</None>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {squawks.map((s) => (
        <Box key={s.id} sx={{ borderLeft: 4, borderColor: s.state === 'fixed' ? 'divider' : s.state === 'deferred' ? 'warning.main' : 'error.main', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${SQUAWK_STATE_LABELS[s.state] ?? s.state} · ${SEVERITY_LABELS[s.severity] ?? s.severity} as reported · ${s.title}`}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.text}</Typography>
          <Typography variant="caption" component="p">
            {`Reported by ${s.reportedBy} on ${new Date(s.createdAt).toLocaleString('en-US')}${s.photos.length ? `, ${s.photos.length} photo${s.photos.length === 1 ? '' : 's'}` : ''}`}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {s.events.map((e, i) => (
              <Typography component="li" variant="caption" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {`${e.action} by ${e.by}, ${new Date(e.at).toLocaleString('en-US')}${e.note ? `: ${e.note}` : ''}`}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

export const AirworthinessShow = () => (
  <Show<AdminAirworthinessDetail> title={<Title />}>
    <SimpleShowLayout>
      <Part label="Listing" render={(r) => <ListingLink row={r} />} />
      <FunctionField<AdminAirworthinessDetail> label="Status" render={(r) => <StatusMark row={r} />} />
      <Part label="Reasons" render={(r) => <Reasons row={r} />} />
      <FunctionField<AdminAirworthinessDetail> label="Pilots read" render={(r) => r.maintenance?.status.line ?? '—'} />
      <FunctionField<AdminAirworthinessDetail> label="Tach" render={(r) => (r.maintenance?.status.meter != null ? `${hoursLabel(r.maintenance.status.meter)} hours` : 'No reading recorded')} />
      <FunctionField<AdminAirworthinessDetail> label="100-hour inspection" render={(r) => r.maintenance?.hundredHour.why ?? '—'} />
      <FunctionField<AdminAirworthinessDetail> label="Mechanic" render={(r) => r.maintenance?.mechanic?.email ?? 'None named'} />
      <DateField source="computedAt" label="Worked out" showTime />
      <Part label="Due items" render={(r) => <Items row={r} />} />
      <Part label="Squawks" render={(r) => <Squawks row={r} />} />
    </SimpleShowLayout>
  </Show>
);
