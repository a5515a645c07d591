import { createTheme } from '@mui/material/styles';

const PRIMARY = '#0b3d91';

/**
 * A focus ring for buttons reached by keyboard (MUI marks them `Mui-focusVisible`; `:focus-visible` for the rest):
 * a white inner ring and a primary outline, visible on the page, on a contained primary button and on the top bar.
 */
const ring = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2, boxShadow: '0 0 0 2px #fff' };
const focusRing = { '&.Mui-focusVisible': ring, '&:focus-visible': ring };

/** Material, dense and calm. */
export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#138a7e' },
    background: { default: '#f5f7fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 600 },
    h2: { fontSize: '1.3rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiSelect: { defaultProps: { size: 'small' } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: focusRing } },
    MuiIconButton: { styleOverrides: { root: focusRing } },
    MuiToggleButton: { styleOverrides: { root: focusRing } },
    MuiFab: { styleOverrides: { root: focusRing } },
    MuiTableCell: { styleOverrides: { root: { paddingTop: 8, paddingBottom: 8 } } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#e3e7ef' } } },
  },
});
