import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from '../lib/brand';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: '#ffffff' },
    secondary: { main: brand.indigo, contrastText: '#ffffff' },
    background: { default: brand.mist },
  },
  typography: { fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  shape: { borderRadius: 10 },
};
