import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { httpClient } from '../http-client';

/** GET /api/admin/stats (docs/api.md "Dashboard figures"). */
interface SiteStats {
  users: { total: number; joinedRecently: number; discoverable: number };
  listings: { active: number; total: number };
  professionals: { discoverable: number; total: number };
  subscriptions: { active: number; listing: number; professional: number };
  mail: { alertsQueued: number; unsent: number; failed: number };
  contactMessages: number;
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface Figure {
  title: string;
  value: number;
  detail: string;
  /** The list where staff act on what the figure counts. */
  resource: string;
  action: string;
}

function figuresOf(s: SiteStats): Figure[] {
  const waiting = s.mail.alertsQueued + s.mail.unsent;
  return [
    { title: 'Users', value: s.users.total, detail: `${count(s.users.joinedRecently, 'new account')} in the last 30 days; ${s.users.discoverable.toLocaleString('en-US')} on the map`, resource: 'users', action: 'See the users' },
    {
      title: 'Active listings',
      value: s.listings.active,
      detail: s.listings.total > s.listings.active ? `of ${count(s.listings.total, 'listing')} in all; ${s.listings.total - s.listings.active} disabled` : 'every listing is on view',
      resource: 'shares',
      action: 'See the listings',
    },
    { title: 'Active subscriptions', value: s.subscriptions.active, detail: `${s.subscriptions.listing.toLocaleString('en-US')} listing, ${s.subscriptions.professional.toLocaleString('en-US')} professional`, resource: 'subscriptions', action: 'See the subscriptions' },
    { title: 'Professionals', value: s.professionals.total, detail: `${s.professionals.discoverable.toLocaleString('en-US')} shown to pilots`, resource: 'instructors', action: 'See the professionals' },
    {
      title: 'Mail waiting',
      value: waiting,
      detail: `${count(s.mail.alertsQueued, 'alert')} queued for the alert worker; ${count(s.mail.unsent, 'mail')} kept in the outbox, not sent${s.mail.failed ? `; ${s.mail.failed.toLocaleString('en-US')} failed` : ''}`,
      resource: 'outbox',
      action: 'Open the outbox',
    },
    { title: 'Contact messages', value: s.contactMessages, detail: 'sent through the contact form', resource: 'contact-messages', action: 'Read them' },
  ];
}

function FigureTile({ figure }: { figure: Figure }) {
  const titleId = useId();
  const createPath = useCreatePath();
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography id={titleId} variant="subtitle2" component="h3" color="text.secondary">
        {figure.title}
      </Typography>
      <Typography variant="h4" component="p">
        {figure.value.toLocaleString('en-US')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {figure.detail}
      </Typography>
      <Link to={createPath({ resource: figure.resource, type: 'list' })} variant="body2">
        {figure.action}
      </Link>
    </Box>
  );
}

/** The dashboard's figures: users, listings, subscriptions, professionals, the mail waiting, contact messages. */
export const SiteFigures = () => {
  const [stats, setStats] = useState<SiteStats | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    try {
      const { json } = await httpClient('/api/admin/stats');
      setStats(json as SiteStats);
    } catch (error) {
      setProblem((error as Error).message || 'The server did not answer.');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card component="section" aria-labelledby="site-figures-title">
      <CardHeader
        id="site-figures-title"
        title="The site today"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button onClick={() => void load()} disabled={loading} size="small">
            {loading ? 'Counting…' : 'Count again'}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {problem ? (
          <Typography role="alert" color="error">
            The figures could not be counted: {problem} Press Count again to retry.
          </Typography>
        ) : stats ? (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {figuresOf(stats).map((figure) => (
              <FigureTile key={figure.title} figure={figure} />
            ))}
          </Box>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} /> Counting…
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
