import { Button, IconButton, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** The page numbers (0-based) to link: at most `max`, the current one about the middle. */
export function pageWindow(page: number, totalPages: number, max = 10): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.max(0, Math.min(page - Math.floor((max - 1) / 2), totalPages - count));
  return Array.from({ length: count }, (_, i) => start + i);
}

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  label: string;
}

/** Previous / next and up to 10 page links (spec 2 §9); nothing when there is one page. */
export function PageLinks({ page, totalPages, onPage, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={0.5} alignItems="center" justifyContent="center" useFlexGap sx={{ flexWrap: 'wrap', py: 1 }}>
      <IconButton size="small" aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageWindow(page, totalPages).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Page ${p + 1}`}
          onClick={() => onPage(p)}
          sx={{ minWidth: 36, px: 0.5 }}
        >
          {p + 1}
        </Button>
      ))}
      <IconButton size="small" aria-label="Next page" disabled={page >= totalPages - 1} onClick={() => onPage(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
