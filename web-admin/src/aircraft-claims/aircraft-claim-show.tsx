import { Typography } from '@mui/material';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { CLAIM_STATUS_LABELS, type AdminAircraftClaim } from './aircraft-claim';
import { ClaimActions } from './claim-actions';

// Custom fields take a `label` prop: SimpleShowLayout reads it to label the row.
const ListingField = (_props: { label: string }) => {
  const claim = useRecordContext<AdminAircraftClaim>();
  const createPath = useCreatePath();
  if (!claim) return null;
  if (!claim.share) return <Typography variant="body2">Listing deleted</Typography>;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'shares', id: claim.share.id, type: 'show' })}>{claim.share.title || `Listing #${claim.share.id}`}</Link>
      {' by '}
      <Link to={createPath({ resource: 'users', id: claim.share.owner.id, type: 'show' })}>{claim.share.owner.name}</Link>
    </Typography>
  );
};

const ClaimantField = (_props: { label: string }) => {
  const claim = useRecordContext<AdminAircraftClaim>();
  const createPath = useCreatePath();
  if (!claim) return null;
  if (!claim.claimant) return <Typography variant="body2">Deleted account</Typography>;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: claim.claimant.id, type: 'show' })}>{claim.claimant.name || claim.claimant.username}</Link>
      {` (${claim.claimant.username}, ${claim.claimant.email})`}
    </Typography>
  );
};

export const AircraftClaimShow = () => (
  <Show<AdminAircraftClaim>
    title="Aircraft claim"
    actions={
      <TopToolbar>
        <ClaimActions />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="tailNumber" label="Tail number" />
      <ClaimantField label="Claimed by" />
      <ListingField label="Listing" />
      <FunctionField<AdminAircraftClaim> label="Status" render={(c) => CLAIM_STATUS_LABELS[c.status]} />
      <TextField source="message" label="Note to staff" emptyText="—" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      <DateField source="createdAt" label="Claimed" showTime />
      <DateField source="handledAt" label="Decided" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
