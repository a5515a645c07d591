import type { KeyboardEvent, MouseEvent } from 'react';

/** Styles shared by every plain icon button, added to the document once. */
const CSS = `
.tl-icon-button{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;padding:0;margin:0;border:0;border-radius:50%;
background:transparent;color:rgba(0,0,0,0.54);cursor:pointer;flex-shrink:0;font:inherit}
.tl-icon-button:hover{background:rgba(0,0,0,0.06)}
.tl-icon-button:focus-visible{outline:2px solid #0b3d91;outline-offset:1px}
.tl-icon-button svg{width:18px;height:18px;fill:currentColor}
.tl-icon-button.tl-small{width:24px;height:24px}
.tl-icon-button.tl-small svg{width:15px;height:15px}
`;
let injected = false;
function injectOnce() {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.trueline = 'plain-icon-button';
  style.textContent = CSS;
  document.head.appendChild(style);
}

interface Props {
  /** The accessible name. */
  label: string;
  /** The hover hint (the browser's own tooltip). */
  title: string;
  /** An SVG path of a 24×24 Material icon. */
  path: string;
  small?: boolean;
  haspopup?: 'menu';
  onClick(e: MouseEvent<HTMLButtonElement>): void;
  onKeyDown?(e: KeyboardEvent<HTMLButtonElement>): void;
}

/**
 * An icon button of plain markup, for rows a table renders by the thousand (MUI's IconButton and Tooltip cost about
 * a millisecond each to mount). It looks like a small IconButton and hints with the browser's tooltip.
 */
export function PlainIconButton({ label, title, path, small, haspopup, onClick, onKeyDown }: Props) {
  injectOnce();
  return (
    <button type="button" className={small ? 'tl-icon-button tl-small' : 'tl-icon-button'} aria-label={label} title={title} aria-haspopup={haspopup} onClick={onClick} onKeyDown={onKeyDown}>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false"><path d={path} /></svg>
    </button>
  );
}

/** A Material icon as plain SVG (decorative). */
export function PlainIcon({ path, className }: { path: string; className?: string }) {
  return <svg className={className} viewBox="0 0 24 24" aria-hidden focusable="false"><path d={path} /></svg>;
}

/** Material icon paths the plain buttons and rows use. */
export const ICON_PATHS = {
  contentCopy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  moreVert: 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  chevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  folder: 'm9.17 6 2 2H20v10H4V6zM10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z',
  folderOpen: 'M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V8h16z',
  driveFileMove: 'M20 6h-8l-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V6h5.17l1.41 1.41.59.59H20zm-7.84-6H8v2h4.16l-1.59 1.59L11.99 17 16 13.01 11.99 9l-1.41 1.41z',
} as const;
