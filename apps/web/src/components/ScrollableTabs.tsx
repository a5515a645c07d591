import { Tabs, type TabsProps } from '@mui/material';

/**
 * A tab bar over a divider line that scrolls sideways, with arrows, only when its tabs do not fit (on phones too).
 * The line is an inset shadow, not a border: MUI shows the arrows while the first or last tab is not 99 % inside the
 * bar's padding box, and a 1 px bottom border took that much off its height — arrows at every width, even at 1280 px.
 */
export function ScrollableTabs({ sx, ...props }: TabsProps) {
  return (
    <Tabs
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      {...props}
      sx={[{ boxShadow: (t) => `inset 0 -1px 0 ${t.palette.divider}` }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
