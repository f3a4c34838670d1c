import { createTheme } from '@mui/material/styles';
import { brand, systemFonts } from '../lib/brand';
import { calmMotion } from '../lib/motion';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: '#ffffff' },
    secondary: { main: brand.saffron, dark: brand.saffronDark, contrastText: '#1d1302' },
    info: { main: brand.indigo },
    text: { primary: brand.ink, secondary: '#4a5a62' },
    background: { default: brand.mist, paper: brand.paper },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: systemFonts,
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.015em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCssBaseline: { styleOverrides: calmMotion },
  },
});
