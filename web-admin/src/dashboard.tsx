import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { Title } from 'react-admin';

export const Dashboard = () => (
  <Card sx={{ mt: 2, maxWidth: 720 }}>
    <Title title="Wingshare back office" />
    <CardHeader title="Wingshare back office" />
    <CardContent>
      <Typography component="p" sx={{ mb: 1 }}>
        This console is for Wingshare staff. Look up members under <strong>Users</strong>, read every
        email the site has sent (welcome mails, password resets) under <strong>Outbox</strong>, follow
        members' plans under <strong>Subscriptions</strong> and manage the discounts offered at checkout
        under <strong>Promotion codes</strong>.
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
);
