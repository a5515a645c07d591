import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FolderScope } from '@trueline/contract';

export const openFoldersKey = (ws: string, scope: FolderScope) => `trueline.folders.open.${ws}.${scope}`;

function read(ws: string, scope: FolderScope): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(openFoldersKey(ws, scope)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Which folders are open, remembered per workspace and scope (spec 2 §2). */
export function useOpenFolders(ws: string, scope: FolderScope) {
  const [open, setOpen] = useState<string[]>(() => read(ws, scope));
  useEffect(() => setOpen(read(ws, scope)), [ws, scope]);

  const set = useCallback((id: string, isOpen: boolean) => {
    setOpen((current) => {
      const next = isOpen ? [...new Set([...current, id])] : current.filter((x) => x !== id);
      localStorage.setItem(openFoldersKey(ws, scope), JSON.stringify(next));
      return next;
    });
  }, [ws, scope]);

  // One object per change of the open set, so tables can memoise on it.
  return useMemo(() => ({ isOpen: (id: string) => open.includes(id), set, toggle: (id: string) => set(id, !open.includes(id)) }), [open, set]);
}
