import { Box, Typography } from '@mui/material';
import { DateField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { LinkifiedText } from './linkified-text';
import type { OutboxMail } from './outbox-mail';

const MailTitle = () => {
  const mail = useRecordContext<OutboxMail>();
  return <span>Mail {mail ? `“${mail.subject}” to ${mail.to}` : ''}</span>;
};

// Custom fields take a `label` prop: SimpleShowLayout reads it to label the row.
const TextBody = (_props: { label: string }) => {
  const mail = useRecordContext<OutboxMail>();
  if (!mail) return null;
  return (
    <Box
      component="pre"
      sx={{
        maxWidth: 900,
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontFamily: 'monospace',
      }}
    >
      <LinkifiedText text={mail.text} />
    </Box>
  );
};

// The HTML part is shown in a sandboxed frame: no scripts, no access to the console's session.
const HtmlBody = (_props: { label: string }) => {
  const mail = useRecordContext<OutboxMail>();
  if (!mail) return null;
  if (!mail.html) return <Typography variant="body2">This mail has no HTML part.</Typography>;
  return (
    <Box
      component="iframe"
      title="HTML body"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={`<base target="_blank">${mail.html}`}
      sx={{ width: 900, maxWidth: '100%', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
};

export const OutboxShow = () => (
  <Show<OutboxMail> title={<MailTitle />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="to" />
      <TextField source="subject" />
      <TextField source="kind" />
      <TextField source="status" />
      <TextField source="error" label="Sending error" emptyText="—" />
      <DateField source="createdAt" label="Created" showTime />
      <DateField source="sentAt" label="Sent" showTime emptyText="Not sent yet" />
      <TextBody label="Text body" />
      <HtmlBody label="HTML body" />
    </SimpleShowLayout>
  </Show>
);
