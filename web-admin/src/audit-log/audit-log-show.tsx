import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DateField,
  FunctionField,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
  useResourceDefinitions,
} from 'react-admin';
import { actionLabel, targetLabel, type AuditEntry } from './audit-entry';
import { fieldChanges, type FieldChange } from './field-changes';

const EntryTitle = () => {
  const entry = useRecordContext<AuditEntry>();
  return <span>Audit entry {entry ? `#${entry.id}` : ''}</span>;
};

// Custom fields take a `label` prop: SimpleShowLayout reads it to label the row.
const RecordField = (_props: { label: string }) => {
  const entry = useRecordContext<AuditEntry>();
  const createPath = useCreatePath();
  const definitions = useResourceDefinitions();
  if (!entry) return null;
  const text = targetLabel(entry);
  const definition = definitions[entry.resource];
  // A deleted record and an export have no page to open.
  const type = definition?.hasShow ? 'show' : definition?.hasEdit ? 'edit' : null;
  if (!type || !entry.recordId || entry.action === 'delete' || entry.action === 'export') return <Typography variant="body2">{text}</Typography>;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: entry.resource, id: entry.recordId, type })}>{text}</Link>
    </Typography>
  );
};

const ActorField = (_props: { label: string }) => {
  const entry = useRecordContext<AuditEntry>();
  const createPath = useCreatePath();
  if (!entry) return null;
  if (entry.actorId === null) return <Typography variant="body2">{entry.actorUsername} (account since deleted)</Typography>;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: entry.actorId, type: 'show' })}>{entry.actorUsername}</Link>
    </Typography>
  );
};

const Value = ({ value, missing }: { value: unknown; missing: string }) => {
  if (value === undefined) return <Typography variant="body2" color="text.disabled">{missing}</Typography>;
  if (value === null || value === '') return <Typography variant="body2" color="text.disabled">(empty)</Typography>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: typeof value === 'string' ? 'inherit' : 'monospace', fontSize: '0.875rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Box>
  );
};

// What an empty side means: no record before a create, none after a delete, else a field one side lacks.
interface Sides {
  before: string;
  after: string;
}

// A create or a delete changes every field: only an update's changed fields are marked.
const ChangeRow = ({ change, missing, mark }: { change: FieldChange; missing: Sides; mark: boolean }) => (
  <TableRow
    data-changed={change.changed ? 'true' : 'false'}
    sx={mark && change.changed ? { bgcolor: 'rgba(255, 193, 7, 0.16)', '& td:first-of-type': { borderLeft: 4, borderLeftColor: 'warning.main' } } : undefined}
  >
    <TableCell sx={{ fontWeight: mark && change.changed ? 600 : 400, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
      {change.field}
      {mark && change.changed ? <Chip label="changed" size="small" color="warning" variant="outlined" sx={{ ml: 1 }} /> : null}
    </TableCell>
    <TableCell sx={{ verticalAlign: 'top', width: '42%' }}>
      <Value value={change.before} missing={missing.before} />
    </TableCell>
    <TableCell sx={{ verticalAlign: 'top', width: '42%' }}>
      <Value value={change.after} missing={missing.after} />
    </TableCell>
  </TableRow>
);

// An update's changed fields come first, the unchanged ones after them for context.
const ordered = (changes: FieldChange[]) => [...changes.filter((c) => c.changed), ...changes.filter((c) => !c.changed)];

/** Before and after side by side, the changed fields highlighted and listed first in the heading. */
const ChangesField = (_props: { label: string }) => {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) {
    return (
      <Typography variant="body2">
        {entry.action === 'export' ? 'A download: nothing was changed.' : 'No record data was kept for this entry.'}
      </Typography>
    );
  }
  const changed = changes.filter((c) => c.changed).length;
  const missing: Sides = {
    before: entry.before == null ? '(did not exist)' : '(absent)',
    after: entry.after == null ? '(deleted)' : '(absent)',
  };
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {entry.before == null
          ? 'The record as it was created.'
          : entry.after == null
            ? 'The record as it was when it was deleted.'
            : `${changed === 1 ? '1 field' : `${changed} fields`} of ${changes.length} changed: highlighted, first.`}
      </Typography>
      <Table size="small" aria-label="Before and after">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered(changes).map((change) => (
            <ChangeRow key={change.field} change={change} missing={missing} mark={entry.before != null && entry.after != null} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

// No actions: the log is read-only.
export const AuditLogShow = () => (
  <Show<AuditEntry> title={<EntryTitle />} actions={false}>
    <SimpleShowLayout>
      <DateField source="createdAt" label="When" showTime />
      <ActorField label="Who" />
      <FunctionField<AuditEntry> label="Action" render={actionLabel} />
      <RecordField label="What" />
      <TextField source="id" label="Entry" />
      <ChangesField label="Before and after" />
    </SimpleShowLayout>
  </Show>
);
