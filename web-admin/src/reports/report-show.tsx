import { Link, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminReportView } from '../../../domain/report/report-view';
import { ReportActions } from './report-actions';
import { REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from './report-labels';

const ReportTitle = () => {
  const report = useRecordContext<AdminReportView>();
  return <span>Report {report ? `#${report.id}` : ''}</span>;
};

/** User text is shown as text: links visible, never live. */
const PlainText = ({ source }: { source: 'text' | 'reason'; label: string }) => {
  const report = useRecordContext<AdminReportView>();
  if (!report) return null;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {report[source]}
    </Typography>
  );
};

export const ReportShow = () => (
  <Show<AdminReportView>
    title={<ReportTitle />}
    actions={
      <TopToolbar>
        <ReportActions />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" />
      <FunctionField<AdminReportView> label="What" render={(r) => `${REPORT_KIND_LABELS[r.kind]} #${r.itemId}`} />
      <PlainText source="text" label="Reported text" />
      <PlainText source="reason" label="Reason" />
      <FunctionField<AdminReportView> label="Reporter" render={(r) => (r.reporter ? `${r.reporter.name} (user #${r.reporter.id})` : 'Deleted account')} />
      <FunctionField<AdminReportView>
        label="Author"
        render={(r) => (r.author ? `${r.author.name} (user #${r.author.id})${r.author.isDisabled ? ', disabled' : ''}` : 'Deleted account')}
      />
      <FunctionField<AdminReportView> label="Where" render={(r) => (r.link ? <Link href={r.link}>{r.link}</Link> : 'Not on the site any more')} />
      <FunctionField<AdminReportView> label="Status" render={(r) => REPORT_STATUS_LABELS[r.status]} />
      <DateField source="createdAt" label="Reported" showTime />
      <FunctionField<AdminReportView>
        label="Handled"
        render={(r) => (r.handledAt ? `${new Date(r.handledAt).toLocaleString()}${r.handledBy ? ` by ${r.handledBy.name}` : ''}` : 'Not yet')}
      />
    </SimpleShowLayout>
  </Show>
);
