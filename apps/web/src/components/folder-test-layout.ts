import { vi } from 'vitest';

/** The layout a FolderTable test gives jsdom (which lays nothing out): the scroll area's height and each row's. */
export const TEST_LAYOUT = { viewport: 400, row: 40 } as const;

/**
 * Gives FolderTable a layout in jsdom: its scroll area TEST_LAYOUT.viewport px tall, each row TEST_LAYOUT.row px, so the
 * virtualised table mounts the rows of a real viewport. Call in `beforeEach`; `vi.restoreAllMocks()` undoes it.
 */
export function layOutFolderTables() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('MuiTableContainer-root') ? TEST_LAYOUT.viewport : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TR' ? TEST_LAYOUT.row : 0;
  });
}
