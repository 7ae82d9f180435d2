import { DataTable, DateField, EmailField, List, SearchInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { preview, type ContactMessage } from './contact-message';

const contactFilters = [<SearchInput key="q" source="q" placeholder="Name, email or text" alwaysOn />];

const Column = DataTable.Col<ContactMessage>;

// The server sorts by id and createdAt only.
export const ContactMessageList = () => (
  <List<ContactMessage>
    title="Contact messages"
    filters={contactFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={<EmptyState title="No messages yet.">Messages sent with the site's contact form appear here.</EmptyState>}
  >
    <DataTable<ContactMessage> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="messages" />}>
      <Column source="createdAt" label="Received" render={(m) => <DateField record={m} source="createdAt" showTime />} />
      <Column source="name" disableSort />
      <Column source="email" disableSort field={EmailField} />
      <Column source="phone" disableSort />
      <Column source="reason" label="Message" disableSort render={(m) => preview(m)} />
    </DataTable>
  </List>
);
