import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand, systemFonts } from '../lib/brand';
import { calmMotion } from '../lib/motion';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: '#ffffff' },
    secondary: { main: brand.indigo, contrastText: '#ffffff' },
    background: { default: brand.mist },
  },
  typography: { fontFamily: systemFonts },
  shape: { borderRadius: 10 },
  components: { ...defaultTheme.components, MuiCssBaseline: { styleOverrides: calmMotion } },
};
