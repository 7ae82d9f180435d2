import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing at all (List's `empty`), or nothing matching its filters
 * (DataTable's `empty`): a sentence saying what would appear here and, for lists staff fill, how.
 */
export const EmptyState = ({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) => (
  <Box className="empty-state" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary', width: '100%' }}>
    <InboxIcon sx={{ fontSize: 56, opacity: 0.5 }} />
    <Typography variant="h6" component="p" color="text.primary" sx={{ mt: 1 }}>
      {title}
    </Typography>
    {children ? (
      <Typography variant="body2" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
    ) : null}
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
  </Box>
);

/** DataTable's `empty`: the list has records, but none match the filters. */
export const NoMatch = ({ what }: { what: string }) => (
  <EmptyState title={`No ${what} match these filters.`}>Clear or change the filters above to see more.</EmptyState>
);
