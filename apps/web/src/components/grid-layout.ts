/** Header and row heights of the grids that grow with their rows up to a cap (search results, pools). */
export const GRID_HEAD = 40;
export const GRID_ROW = 36;
const MAX_HEIGHT = 560;

/** The height of such a grid's box for `rows` rows (room for three when there are fewer, the empty text included). */
export const growingGridHeight = (rows: number, rowHeight = GRID_ROW) => Math.min(MAX_HEIGHT, GRID_HEAD + Math.max(rows, 3) * rowHeight + 2);

/** The last column's resize handle reaches past a grid's edge; clipped, the grid does not scroll sideways for it. */
export const clipColumnHeaders = { '& .MuiDataGrid-columnHeaders': { overflow: 'hidden' } } as const;
