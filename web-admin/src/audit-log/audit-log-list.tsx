import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DataTable, DateField, List, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { ACTION_CHOICES, actionLabel, AUDITED_RESOURCES, targetLabel, type AuditEntry } from './audit-entry';
import { changedFieldsSummary, fieldChanges } from './field-changes';

const auditFilters = [
  <SearchInput key="q" source="q" placeholder="Admin, resource or record id" alwaysOn />,
  <SelectInput key="resource" source="resource" label="Resource" choices={AUDITED_RESOURCES} alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={ACTION_CHOICES} alwaysOn />,
  // Who acted: staff accounts. An actor who is no longer an admin is still found by the search above.
  <ReferenceInput key="actorId" source="actorId" reference="users" filter={{ role: 'admin' }} alwaysOn>
    <AutocompleteInput label="Admin" optionText="username" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

const Column = DataTable.Col<AuditEntry>;

const summary = (e: AuditEntry) =>
  e.action === 'update' ? changedFieldsSummary(fieldChanges(e.before, e.after)) : '—';

/** On a phone each entry is one readable item (what was done to which record, by whom, when) instead of a cut table. */
const PhoneList = () => (
  <SimpleList<AuditEntry>
    className="phone-list"
    linkType="show"
    primaryText={(e) => `${actionLabel(e)} ${targetLabel(e)}`}
    secondaryText={(e) => `by ${e.actorUsername} · ${new Date(e.createdAt).toLocaleString()}`}
    tertiaryText={(e) => (e.action === 'update' ? summary(e) : '')}
    empty={<NoMatch what="entries" />}
  />
);

// The server sorts by id and createdAt only. The log is read-only: nobody rewrites history.
export const AuditLogList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AuditEntry>
      title="Audit log"
      filters={auditFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={<EmptyState title="No admin changes yet.">Every change made in this console, and every export, is recorded here.</EmptyState>}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable<AuditEntry> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="entries" />}>
          <Column source="createdAt" label="When" render={(e) => <DateField record={e} source="createdAt" showTime />} />
          <Column source="actorUsername" label="Who" disableSort />
          <Column source="action" disableSort render={actionLabel} />
          <Column source="resource" label="What" disableSort render={targetLabel} />
          <Column label="Fields changed" disableSort render={summary} />
        </DataTable>
      )}
    </List>
  );
};
