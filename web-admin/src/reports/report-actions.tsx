import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminReportView } from '../../../domain/report/report-view';
import { REPORT_KIND_LABELS } from './report-labels';

type Change = { status: 'hidden' | 'dismissed' | 'open'; disableAuthor?: boolean };

/**
 * Hide the reported item, dismiss the report, or disable the author's account (after a confirmation): a
 * PUT of { status, disableAuthor? }; the server hides the item and writes the audit entries.
 */
export const ReportActions = () => {
  const report = useRecordContext<AdminReportView>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminReportView>();
  const [confirming, setConfirming] = useState(false);
  if (!report) return null;
  const what = REPORT_KIND_LABELS[report.kind].toLowerCase();

  const change = (data: Change, done: string) =>
    update(
      'reports',
      { id: report.id, data, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(done, { type: 'success' });
        },
        onError: (e) => {
          setConfirming(false);
          notify((e as Error).message || 'The report could not be changed', { type: 'error' });
        },
      },
    );
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation(); // the row click opens the report
    action();
  };
  const authorName = report.author?.name ?? 'the author';

  return (
    <>
      {report.status === 'open' && (
        <>
          <Button label="Hide" aria-label={`Hide the ${what} of report ${report.id}`} disabled={isPending} onClick={stop(() => void change({ status: 'hidden' }, `The ${what} is hidden`))}>
            <VisibilityOffIcon />
          </Button>
          <Button label="Dismiss" aria-label={`Dismiss report ${report.id}`} disabled={isPending} onClick={stop(() => void change({ status: 'dismissed' }, 'Report dismissed; the item stays'))}>
            <DoneIcon />
          </Button>
        </>
      )}
      {report.author && !report.author.isDisabled && (
        <Button label="Disable author" color="error" aria-label={`Disable ${authorName}, author of report ${report.id}`} disabled={isPending} onClick={stop(() => setConfirming(true))}>
          <BlockIcon />
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} onClick={(event) => event.stopPropagation()} aria-labelledby={`disable-author-${report.id}`}>
        <DialogTitle id={`disable-author-${report.id}`}>Disable {authorName}&apos;s account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {authorName} can no longer sign in, their sessions stop working and they cannot write anything. The reported {what} is hidden too.
            Undo it on the user&apos;s page (Disabled).
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button label="Keep the account" onClick={() => setConfirming(false)} />
          <Button
            label="Disable account"
            color="error"
            disabled={isPending}
            onClick={() => void change({ status: 'hidden', disableAuthor: true }, `${authorName}'s account is disabled and the ${what} hidden`)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
