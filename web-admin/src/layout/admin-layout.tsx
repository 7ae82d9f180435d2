import type { ReactNode } from 'react';
import { AppBar, DataTableClasses, Layout, LayoutClasses, ListClasses, UserMenu } from 'react-admin';
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

/**
 * react-admin lets the page grow to its widest table (`minWidth: fit-content`), so on a phone the whole
 * console scrolled sideways, menus and forms included. Here the page keeps the screen's width: a wide
 * table scrolls within its own box, and a long title in the bar ends with an ellipsis.
 */
const fitTheScreen = {
  minWidth: 0,
  [`& .${LayoutClasses.appFrame}, & .${LayoutClasses.contentWithSidebar}, & .${LayoutClasses.content}, & .${ListClasses.main}`]: {
    minWidth: 0,
  },
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
  '& .RaAppBar-title > *': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu} sx={fitTheScreen}>
    {children}
  </Layout>
);
