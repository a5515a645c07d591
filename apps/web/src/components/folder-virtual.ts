import { useCallback, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type FocusEvent, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';

/** Rows mounted beyond each edge of the visible part, so short scrolls and Tab find them ready. */
const OVERSCAN = 8;
/** The table's scroll area is never shorter than this, even on a short screen. */
const MIN_HEIGHT = 320;
/** Space left under the table: the page's own bottom padding. */
const BOTTOM_GAP = 24;

/** The first guess of a row's height, before it is measured: a folder heading or an item row of the dense table. */
export const estimateRowSize = (kind: 'folder' | 'item') => (kind === 'folder' ? 38 : 41);

type Pin = 'focus' | 'drag';

/** One stretch of the table body: a mounted row, or the empty space standing for the rows not mounted. */
export type Slot = { kind: 'row'; item: VirtualItem } | { kind: 'gap'; key: string; size: number };

/**
 * Virtual rows of a table scrolled inside `scrollRef`: only the rows in view (and a few around them) are mounted; the
 * others are gaps of their height. The row holding the focus and the row being dragged stay mounted when they scroll
 * away, so keyboard focus is not lost and a drag can end where it started.
 */
export function useVirtualRows(scrollRef: RefObject<HTMLElement | null>, keys: string[], kinds: ('folder' | 'item')[]) {
  const pinned = useRef<Record<Pin, string | null>>({ focus: null, drag: null });
  const indexOf = useMemo(() => new Map(keys.map((k, i) => [k, i])), [keys]);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const extra = [pinned.current.focus, pinned.current.drag]
      .map((k) => (k === null ? undefined : indexOf.get(k)))
      .filter((i): i is number => i !== undefined && !indexes.includes(i));
    return extra.length ? [...new Set([...indexes, ...extra])].sort((a, b) => a - b) : indexes;
  }, [indexOf]);

  // Stable while the rows stay the same: the virtualiser lays all rows out again only when they change.
  const estimateSize = useCallback((i: number) => estimateRowSize(kinds[i] ?? 'item'), [kinds]);
  const getItemKey = useCallback((i: number) => keys[i] ?? i, [keys]);
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    rangeExtractor,
  });

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const slots: Slot[] = [];
  let cursor = 0;
  for (const item of items) {
    if (item.start > cursor) slots.push({ kind: 'gap', key: `gap:${item.index}`, size: item.start - cursor });
    slots.push({ kind: 'row', item });
    cursor = item.end;
  }
  if (total > cursor) slots.push({ kind: 'gap', key: 'gap:end', size: total - cursor });

  /** Keeps the row of `key` mounted while it is focused or dragged (null: no longer). */
  const pin = useCallback((why: Pin, key: string | null) => {
    pinned.current[why] = key;
  }, []);
  const rowKey = (target: EventTarget | null) => (target instanceof Element ? target.closest('tr[data-key]')?.getAttribute('data-key') : null) ?? null;
  /** Handlers for the table body: the focused row and the dragged row stay mounted. */
  const bodyHandlers = useMemo(() => ({
    onDragStart: (e: DragEvent) => pin('drag', rowKey(e.target)),
    onDragEnd: () => pin('drag', null),
    onFocus: (e: FocusEvent) => {
      const key = rowKey(e.target);
      if (key) pin('focus', key);
    },
    onBlur: (e: FocusEvent) => {
      const key = rowKey(e.target);
      if (key && rowKey(e.relatedTarget) !== key) pin('focus', null);
    },
  }), [pin]);

  return { virtualizer, slots, bodyHandlers };
}

/**
 * The height a table's scroll area may take: from its top to the bottom of the window (never less than MIN_HEIGHT),
 * so the list scrolls inside with its header in sight, and a short list stays as tall as its rows.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState<number>(() => Math.max(MIN_HEIGHT, window.innerHeight - 200));
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
