import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyState, NoMatch } from '../components/empty-state';
import { CLAIM_STATUS_CHOICES, CLAIM_STATUS_LABELS, type AdminAircraftClaim } from './aircraft-claim';
import { ClaimActions } from './claim-actions';

const claimFilters = [
  <SelectInput key="status" source="status" label="Status" choices={CLAIM_STATUS_CHOICES} alwaysOn />,
  <TextInput key="tailNumber" source="tailNumber" label="Tail number" alwaysOn />,
];

const Column = DataTable.Col<AdminAircraftClaim>;
const claimantName = (c: AdminAircraftClaim) => (c.claimant ? `${c.claimant.name} (${c.claimant.username})` : 'Deleted account');
const listingName = (c: AdminAircraftClaim) => (c.share ? `${c.share.title}, listed by ${c.share.owner.name}` : 'Listing deleted');

export const AircraftClaimList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminAircraftClaim>
      title="Aircraft claims"
      filters={claimFilters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={<EmptyState title="No aircraft claims.">A member who finds his tail number listed by someone else claims it from the listing wizard.</EmptyState>}
    >
      {phone ? (
        <SimpleList<AdminAircraftClaim>
          className="phone-list"
          linkType="show"
          primaryText={(c) => `${c.tailNumber}: ${claimantName(c)}`}
          secondaryText={listingName}
          tertiaryText={(c) => CLAIM_STATUS_LABELS[c.status]}
          empty={<NoMatch what="claims" />}
        />
      ) : (
        <DataTable<AdminAircraftClaim> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="claims" />}>
          <Column source="tailNumber" label="Tail number" disableSort />
          <Column source="claimant" label="Claimed by" disableSort render={claimantName} />
          <Column source="share" label="Listing" disableSort render={listingName} />
          <Column source="status" label="Status" disableSort render={(c) => CLAIM_STATUS_LABELS[c.status]} />
          <Column source="createdAt" label="Claimed" render={(c) => <DateField record={c} source="createdAt" showTime />} />
          <Column label="Actions" disableSort>
            <ClaimActions />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
