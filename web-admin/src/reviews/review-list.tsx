import { DataTable, DateField, List, NumberInput, SelectInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { ROLE_LABELS, type AdminReview } from './admin-review';
import { ReviewHideButton } from './review-hide-button';

const reviewFilters = [
  <SelectInput key="hidden" source="hidden" label="Shown or hidden" choices={[{ id: 'false', name: 'Not hidden' }, { id: 'true', name: 'Hidden' }]} alwaysOn />,
  <NumberInput key="shareId" source="shareId" label="Listing id" alwaysOn />,
  <NumberInput key="userId" source="userId" label="User id (author or subject)" alwaysOn />,
];

const Column = DataTable.Col<AdminReview>;

const shortText = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

export const ReviewList = () => (
  <List<AdminReview>
    title="Reviews"
    filters={reviewFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={<EmptyState title="No reviews yet.">Pilots and owners review each other after a rental has ended.</EmptyState>}
  >
    <DataTable<AdminReview> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="reviews" />}>
      <Column source="id" />
      <Column source="stars" />
      <Column source="text" label="Text" disableSort render={(r) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shortText(r.text)}</span>} />
      <Column source="author" label="By" disableSort render={(r) => `${r.author.name} (${ROLE_LABELS[r.authorRole].toLowerCase()})`} />
      <Column source="subject" label="About" disableSort render={(r) => r.subject.name} />
      <Column source="share" label="Listing" disableSort render={(r) => r.share?.title ?? 'Removed'} />
      <Column source="hidden" label="Hidden" disableSort render={(r) => (r.hidden ? 'Hidden' : '')} />
      <Column source="createdAt" label="Written" render={(r) => <DateField record={r} source="createdAt" showTime />} />
      <Column label="Actions" disableSort>
        <ReviewHideButton />
      </Column>
    </DataTable>
  </List>
);
