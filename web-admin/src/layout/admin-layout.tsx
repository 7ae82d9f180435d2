import type { ReactNode } from 'react';
import { AppBar, Layout, UserMenu } from 'react-admin';
import { AdminMenu } from './admin-menu';
import { StaffLogout } from './staff-logout';

const AdminAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <StaffLogout />
      </UserMenu>
    }
  />
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
