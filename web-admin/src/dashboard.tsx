import { Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CsvExports } from './tools/csv-exports';
import { DeleteUserById } from './tools/delete-user-by-id';
import { SiteFigures } from './tools/site-figures';

/** The console's home: what it is for, the site's figures, the spec's CSV downloads and its Delete User section. */
export const Dashboard = () => (
  <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 860 }}>
    <Title title="Wingshare back office" />
    <Card>
      <CardHeader title="Wingshare back office" slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography component="p" sx={{ mb: 1 }}>
          This console is for Wingshare staff. Look up and manage members under <strong>Users</strong> and{' '}
          <strong>Professionals</strong>, enable, disable or delete listings under <strong>Shares</strong>, correct{' '}
          <strong>Airports</strong>, write the <strong>Blog posts</strong>, read <strong>Contact messages</strong> and
          every email the site has sent in the <strong>Outbox</strong>, and follow members' plans under{' '}
          <strong>Subscriptions</strong>. Every change made here is recorded in the <strong>Audit log</strong>.
        </Typography>
        <Typography component="p" color="text.secondary">
          Members never see this console; the marketplace they use is the public site.
        </Typography>
      </CardContent>
      <CardActions>
        {/* A plain link: the public site lives outside the /admin router. */}
        <Button href="/" component="a">
          Open the public site
        </Button>
      </CardActions>
    </Card>
    <SiteFigures />
    <CsvExports />
    <DeleteUserById />
  </Box>
);
