import { useState, type DragEvent } from 'react';

export const RECORD_DRAG_TYPE = 'application/x-trueline-business-record';

/**
 * A row a business record can be dropped on (SuperAdmin only): `over` while one is held above it; the dropped record's id
 * goes to `onDropRecord`, unless it is `exceptId` (a record dropped on itself).
 */
export function useRecordDropTarget(canEdit: boolean, onDropRecord: (recordId: string) => void, exceptId?: string) {
  const [over, setOver] = useState(false);
  const accepts = (e: DragEvent) => canEdit && e.dataTransfer.types.includes(RECORD_DRAG_TYPE);
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
        const id = e.dataTransfer.getData(RECORD_DRAG_TYPE);
        if (id && id !== exceptId) onDropRecord(id);
      },
    },
  };
}
