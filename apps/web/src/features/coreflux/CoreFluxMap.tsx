import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useQuery } from '@tanstack/react-query';
import { geoPath } from 'd3-geo';
import type { CityUtilization } from '@trueline/contract';
import { loadMapShapes, type MapShapes } from './map-shapes';
import { baseProjection, radiusFor, stepZoom, VIEW, ZOOM_MAX, ZOOM_MIN } from './map-view';

interface View { zoom: number; x: number; y: number }
const CX = VIEW.width / 2;
const CY = VIEW.height / 2;

/** Keeps the pan within the drawing (the centre can move at most to the edge of the zoomed map). */
const clampPan = (v: View): View => ({
  zoom: v.zoom,
  x: Math.max(-CX * v.zoom, Math.min(CX * v.zoom, v.x)),
  y: Math.max(-CY * v.zoom, Math.min(CY * v.zoom, v.y)),
});

/** Zooms about the view's centre: the pan grows with the zoom so the point in the middle stays there. */
const zoomed = (v: View, steps: number): View => {
  const zoom = stepZoom(v.zoom, steps);
  const k = zoom / v.zoom;
  return clampPan({ zoom, x: v.x * k, y: v.y * k });
};

/**
 * The CoreFlux heat map (spec 2 §2): every city of the campaign as a circle sized by its target pool count over the US
 * states and Canada, drawn with d3-geo from npm map data; zoom with the buttons or the wheel, pan by dragging.
 */
export function CoreFluxMap({ rows }: { rows: CityUtilization[] }) {
  const theme = useTheme();
  const shapes = useQuery({ queryKey: ['coreflux', 'map-shapes'], queryFn: loadMapShapes, staleTime: Infinity, gcTime: Infinity });
  const projection = useMemo(baseProjection, []);
  const data = shapes.data;
  const outlines = useMemo(() => {
    if (!data) return null;
    const path = geoPath(projection);
    const draw = (list: MapShapes['states']) => list.map((f, i) => ({ key: String(f.id ?? i), d: path(f) ?? '' }));
    return { states: draw(data.states), canada: draw(data.canada) };
  }, [data, projection]);

  const cities = useMemo(() => {
    const largest = Math.max(0, ...rows.map((r) => r.utilization.targetPoolCount));
    return rows
      .map((r) => ({ row: r, at: projection([r.city.lon, r.city.lat]), r: radiusFor(r.utilization.targetPoolCount, largest) }))
      .filter((c): c is typeof c & { at: [number, number] } => c.at !== null)
      // Largest first, so smaller circles stay on top and can be pointed at.
      .sort((a, b) => b.r - a.r);
  }, [rows, projection]);

  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  // React's wheel listener is passive; the map needs to stop the page from scrolling while it zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      if (e.deltaY === 0) return;
      e.preventDefault();
      setView((v) => zoomed(v, e.deltaY < 0 ? 1 : -1));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const unitsPerPixel = () => VIEW.width / (svgRef.current?.getBoundingClientRect().width || VIEW.width);
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const k = unitsPerPixel();
    const dx = (e.clientX - d.x) * k;
    const dy = (e.clientY - d.y) * k;
    drag.current = { id: d.id, x: e.clientX, y: e.clientY };
    setView((v) => clampPan({ zoom: v.zoom, x: v.x + dx, y: v.y + dy }));
  };
  const endDrag = () => { drag.current = null; };

  const place = ([x, y]: [number, number]) => [CX + (x - CX) * view.zoom + view.x, CY + (y - CY) * view.zoom + view.y] as const;
  const land = theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[100];
  const canadaLand = theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[50];
  const border = theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400];
  const label = `CoreFlux map: target pool count in ${rows.length} ${rows.length === 1 ? 'city' : 'cities'}`;

  return (
    <Box sx={{ position: 'relative', width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: alpha(theme.palette.info.main, 0.06) }}>
      <svg
        ref={svgRef}
        role="img"
        aria-label={label}
        data-zoom={view.zoom}
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ display: 'block', width: '100%', height: 'auto', cursor: 'grab', touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {outlines && (
          <g transform={`translate(${CX + view.x} ${CY + view.y}) scale(${view.zoom}) translate(${-CX} ${-CY})`} fill={land} stroke={border}>
            {outlines.canada.map((s) => <path key={`ca-${s.key}`} d={s.d} fill={canadaLand} strokeWidth={1} vectorEffect="non-scaling-stroke" />)}
            {outlines.states.map((s) => <path key={`us-${s.key}`} d={s.d} strokeWidth={0.75} vectorEffect="non-scaling-stroke" />)}
          </g>
        )}
        <g>
          {cities.map(({ row, at, r }) => {
            const [cx, cy] = place(at);
            return (
              <Tooltip
                key={row.city.id}
                title={
                  <>
                    <strong>{row.city.city}</strong>
                    <br />
                    {row.city.state}, {row.city.country}
                    <br />
                    Target pool count: {row.utilization.targetPoolCount}
                  </>
                }
              >
                <circle
                  data-city={row.city.id}
                  cx={cx}
                  cy={cy}
                  r={r}
                  fill={alpha(theme.palette.primary.main, 0.45)}
                  stroke={theme.palette.primary.dark}
                  strokeWidth={1}
                />
              </Tooltip>
            );
          })}
        </g>
      </svg>
      {shapes.isError && (
        <Typography variant="caption" color="text.secondary" sx={{ position: 'absolute', left: 8, bottom: 4 }}>
          Map outlines could not be loaded.
        </Typography>
      )}
      <Paper elevation={2} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <Stack>
          <IconButton size="small" aria-label="Zoom in" disabled={view.zoom >= ZOOM_MAX} onClick={() => setView((v) => zoomed(v, 1))}>
            <AddIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label="Zoom out" disabled={view.zoom <= ZOOM_MIN} onClick={() => setView((v) => zoomed(v, -1))}>
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Paper>
    </Box>
  );
}
