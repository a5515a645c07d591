import type { ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, Stack, Typography, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  open: boolean;
  title: string;
  width?: number;
  onClose(): void;
  children: ReactNode;
  /** Buttons pinned at the bottom (Save, Delete…). */
  actions?: ReactNode;
}

/** slotProps of a select inside a side panel: its menu opens above the panel. */
export const sidePanelSelectSlotProps = { select: { MenuProps: { sx: { zIndex: (t: Theme) => t.zIndex.modal + 1 } } } };

/** The right-side panel used for add and edit forms; full width on phones. */
export function SidePanel({ open, title, width = 480, onClose, children, actions }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (t) => t.zIndex.modal }} slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } } } }}>
      <Stack sx={{ height: '100%' }} role="dialog" aria-label={title}>
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label="Close panel">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
        {actions ? (
          <>
            <Divider />
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ p: 2 }}>
              {actions}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
