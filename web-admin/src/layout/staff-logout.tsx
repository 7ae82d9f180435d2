import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useNotify } from 'react-admin';

/** react-admin's Logout item, except that a failed sign-out is reported instead of ignored. */
export const StaffLogout = forwardRef<HTMLLIElement>(function StaffLogout(_props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const signOut = () => {
    logout(null, undefined, false).catch((error: Error) =>
      notify(`Signing out failed: ${error.message}`, { type: 'error' }),
    );
  };
  return (
    <MenuItem ref={ref} onClick={signOut}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Sign out</ListItemText>
    </MenuItem>
  );
});
