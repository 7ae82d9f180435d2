import { DataTable, DateField, EmailField, List, SearchInput, SelectInput, TextArrayField } from 'react-admin';
import type { Profile } from '../../../domain/user/user';
import { NoMatch } from '../components/empty-state';
import { ROLE_CHOICES } from './user-roles';

const userFilters = [
  <SearchInput key="q" source="q" placeholder="Name, email or username" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="disabled" source="disabled" label="Disabled" choices={[{ id: 'true', name: 'Disabled' }, { id: 'false', name: 'Not disabled' }]} />,
];

const Column = DataTable.Col<Profile>;

export const UserList = () => (
  <List<Profile> title="Users" filters={userFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable<Profile> rowClick="show" bulkActionButtons={false} empty={<NoMatch what="users" />}>
      <Column source="id" />
      <Column source="username" />
      <Column source="lastname" label="Name" render={(user) => `${user.firstname} ${user.lastname}`} />
      <Column source="email" field={EmailField} />
      <Column source="roles" disableSort field={TextArrayField} />
      <Column source="isDisabled" label="Disabled" disableSort render={(user) => (user.isDisabled ? 'Disabled' : '')} />
      <Column source="createdAt" label="Created" field={DateField} />
    </DataTable>
  </List>
);
