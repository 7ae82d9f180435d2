import { DataTable, DateField, List, SelectInput } from 'react-admin';
import type { AdminReportView } from '../../../domain/report/report-view';
import { EmptyState, NoMatch } from '../components/empty-state';
import { ReportActions } from './report-actions';
import { REPORT_KIND_LABELS, REPORT_STATUS_CHOICES, REPORT_STATUS_LABELS } from './report-labels';

const reportFilters = [<SelectInput key="status" source="status" label="Status" choices={REPORT_STATUS_CHOICES} alwaysOn />];

const Column = DataTable.Col<AdminReportView>;

/** Shown as text, shortened: the full text is on the report's page. */
const shortText = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

export const ReportList = () => (
  <List<AdminReportView>
    title="Reports"
    filters={reportFilters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={<EmptyState title="No reports.">Users report messages, reviews, answers and questions from the public site.</EmptyState>}
  >
    <DataTable<AdminReportView> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="reports" />}>
      <Column source="id" />
      <Column source="kind" label="What" disableSort render={(r) => REPORT_KIND_LABELS[r.kind]} />
      <Column source="text" label="Text" disableSort render={(r) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shortText(r.text)}</span>} />
      <Column source="reason" label="Reason" disableSort render={(r) => <span style={{ overflowWrap: 'anywhere' }}>{shortText(r.reason)}</span>} />
      <Column source="reporter" label="Reporter" disableSort render={(r) => r.reporter?.name ?? 'Deleted account'} />
      <Column
        source="author"
        label="Author"
        disableSort
        render={(r) => (r.author ? `${r.author.name}${r.author.isDisabled ? ' (disabled)' : ''}` : 'Deleted account')}
      />
      <Column source="status" label="Status" disableSort render={(r) => REPORT_STATUS_LABELS[r.status]} />
      <Column source="createdAt" label="Reported" render={(r) => <DateField record={r} source="createdAt" showTime />} />
      <Column label="Actions" disableSort>
        <ReportActions />
      </Column>
    </DataTable>
  </List>
);
