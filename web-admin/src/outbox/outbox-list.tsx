import { ChipField, DataTable, DateField, List, SearchInput } from 'react-admin';
import type { OutboxMail } from './outbox-mail';

const outboxFilters = [<SearchInput key="q" source="q" placeholder="Recipient or subject" alwaysOn />];

const Column = DataTable.Col<OutboxMail>;

export const OutboxList = () => (
  <List<OutboxMail> title="Outbox" filters={outboxFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <DataTable<OutboxMail> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="to" />
      <Column source="subject" disableSort />
      <Column source="kind" field={ChipField} />
      <Column source="status" />
      <Column
        source="createdAt"
        label="Created"
        render={(mail) => <DateField record={mail} source="createdAt" showTime />}
      />
    </DataTable>
  </List>
);
