import { useState, type DragEvent } from 'react';
import type { FolderScope } from '@trueline/contract';

/** The drag data type of one scope's items (lower case: browsers lower-case it anyway). */
export const folderDragType = (scope: FolderScope) => `application/x-trueline-folder-item-${scope.toLowerCase()}`;

/**
 * A row an item of `scope` can be dropped on (only when `enabled`): `over` while one is held above it; the dropped item's id
 * goes to `onDropItem`, unless it is `exceptId` (an item dropped on itself).
 */
export function useFolderDropTarget(scope: FolderScope, enabled: boolean, onDropItem: (itemId: string) => void, exceptId?: string) {
  const [over, setOver] = useState(false);
  const type = folderDragType(scope);
  const accepts = (e: DragEvent) => enabled && e.dataTransfer.types.includes(type);
  return {
    over,
    dropHandlers: {
      onDragOver: (e: DragEvent) => {
        if (!accepts(e)) return;
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        setOver(false);
        const id = e.dataTransfer.getData(type);
        if (id && id !== exceptId) onDropItem(id);
      },
    },
  };
}
