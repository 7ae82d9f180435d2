import { DataTable, DateField, List, SearchInput } from 'react-admin';
import type { PromotionCodeRecord } from './promotion-code';

const promotionCodeFilters = [<SearchInput key="q" source="q" placeholder="Code" alwaysOn />];

// Words rather than a tick: an active code past its expiry is refused at checkout all the same.
const usability = (code: PromotionCodeRecord) => {
  if (!code.active) return 'Inactive';
  return code.expiresAt && Date.parse(code.expiresAt) <= Date.now() ? 'Expired' : 'Active';
};

const Column = DataTable.Col<PromotionCodeRecord>;
const NumberColumn = DataTable.NumberCol<PromotionCodeRecord>;

// Sortable columns are the server's: id, code, percentOff, expiresAt, createdAt.
export const PromotionCodeList = () => (
  <List<PromotionCodeRecord> filters={promotionCodeFilters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
    <DataTable<PromotionCodeRecord> rowClick="edit" bulkActionButtons={false}>
      <Column source="code" />
      <NumberColumn source="percentOff" label="Percent off" options={{ style: 'unit', unit: 'percent' }} />
      <Column
        source="expiresAt"
        label="Expires"
        render={(code) => <DateField record={code} source="expiresAt" showTime emptyText="Never" />}
      />
      <Column source="active" label="Status" disableSort render={usability} />
      <Column
        source="createdAt"
        label="Created"
        render={(code) => <DateField record={code} source="createdAt" showTime />}
      />
    </DataTable>
  </List>
);
