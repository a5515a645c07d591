/**
 * Text for screen readers only: present in the accessibility tree, invisible on screen. Sizes are written in pixels:
 * in `sx` a bare 1 means 100%, which made the hidden text as wide as its container and pushed pages sideways on a phone.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
