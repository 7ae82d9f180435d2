import { Box } from '@mui/material';
import { DateField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { ContactMessage } from './contact-message';
import { DeleteContactMessageButton } from './delete-contact-message-button';

const MessageTitle = () => {
  const message = useRecordContext<ContactMessage>();
  return <span>Message {message ? `from ${message.name}` : ''}</span>;
};

// Takes a `label` prop: SimpleShowLayout reads it to label the row. Plain text: a visitor wrote it.
const MessageBody = (_props: { label: string }) => {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <Box sx={{ maxWidth: 800, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {message.reason}
    </Box>
  );
};

const MessageActions = () => (
  <TopToolbar>
    <DeleteContactMessageButton />
  </TopToolbar>
);

export const ContactMessageShow = () => (
  <Show<ContactMessage> title={<MessageTitle />} actions={<MessageActions />}>
    <SimpleShowLayout>
      <DateField source="createdAt" label="Received" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="phone" emptyText="—" />
      <MessageBody label="Message" />
    </SimpleShowLayout>
  </Show>
);
