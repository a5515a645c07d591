import { Typography } from '@mui/material';
import { countSegments } from '@trueline/contract';

/** "N characters · S segments · GSM-7" under a message box, live as it is typed. */
export function segmentText(text: string) {
  const c = countSegments(text);
  return `${c.characters} ${c.characters === 1 ? 'character' : 'characters'} · ${c.segments} ${c.segments === 1 ? 'segment' : 'segments'} · ${c.encoding}`;
}

export function SegmentCounter({ text, id }: { text: string; id?: string }) {
  return <Typography id={id} variant="caption" color="text.secondary" aria-live="polite" data-testid="segment-counter">{segmentText(text)}</Typography>;
}
