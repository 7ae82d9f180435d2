import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadFile } from './download-file';

const EXPORTS = [
  { key: 'users', label: 'Users' },
  { key: 'instructors', label: 'Instructors' },
  { key: 'shares', label: 'Shares' },
] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The spec's CSV download buttons: Users, Instructors, Shares. Each export is written to the audit log. */
export const CsvExports = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: (typeof EXPORTS)[number]['key']) => {
    setBusy(key);
    try {
      const name = await downloadFile(`/api/admin/export/${key}`, `${key}-${today()}.csv`);
      notify(`Downloaded ${name}`, { type: 'success' });
    } catch (error) {
      notify(`The ${key} export failed: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="csv-exports-title">
      <CardHeader id="csv-exports-title" title="CSV downloads" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every account, professional profile or listing as it is now, as a spreadsheet (CSV). Each download is recorded
          in the audit log.
        </Typography>
        <Stack direction="row" spacing={1}>
          {EXPORTS.map(({ key, label }) => (
            <Button
              key={key}
              variant="outlined"
              startIcon={busy === key ? <CircularProgress size={16} /> : <DownloadIcon />}
              disabled={busy !== null}
              onClick={() => void download(key)}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
