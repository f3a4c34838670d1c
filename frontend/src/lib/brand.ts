// Brand colours and type, shared by the public theme and the back office theme.
export const brand = {
  /** Deep teal: trust, calm. */
  teal: '#0e5f63',
  tealLight: '#12807f',
  tealDark: '#09474a',
  /** Indigo: the second stop of the emblem gradient. */
  indigo: '#3a3f9e',
  /** Warm saffron accent, used sparingly. */
  saffron: '#f4a52a',
  saffronDark: '#9a5a00',
  ink: '#14232b',
  paper: '#ffffff',
  mist: '#f5f8f8',
} as const;

export const emblemGradient = `linear-gradient(135deg, ${brand.tealLight} 0%, ${brand.indigo} 100%)`;

/**
 * The phone's own typeface (Roboto or Noto Sans on Android, San Francisco on iPhone): no font files to download before
 * the first page reads well on 4G, and Noto covers Indian scripts should a name or a message use one.
 */
export const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
