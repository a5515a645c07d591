import { useState } from 'react';

/** The first `initial` items until Show More is pressed; Show Less folds them again. */
export function useShowMore<T>(items: readonly T[], initial: number) {
  const [open, setOpen] = useState(false);
  return {
    visible: open ? items : items.slice(0, initial),
    /** Whether there is anything to show more of (the button is shown only then). */
    foldable: items.length > initial,
    open,
    toggle: () => setOpen((o) => !o),
  };
}
