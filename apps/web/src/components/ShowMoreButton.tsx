import { Button } from '@mui/material';

/** Show More / Show Less under a block that lists only its first rows. */
export function ShowMoreButton({ open, onToggle, controls }: { open: boolean; onToggle(): void; controls?: string }) {
  return (
    <Button size="small" onClick={onToggle} aria-expanded={open} aria-controls={controls} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
      {open ? 'Show Less' : 'Show More'}
    </Button>
  );
}
