/**
 * For a person whose system asks for less motion (WCAG 2.3.3): transitions and animations end at once and scrolling
 * jumps. Global styles for MUI's CssBaseline in both themes, so ripples, fades, spinners and skeletons all obey it, our
 * own placeholders and spinner (components/) included.
 * The browser tests ask for reduced motion too, so they wait for no animation.
 */
export const calmMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0ms !important',
      transitionDuration: '1ms !important',
      transitionDelay: '0ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** How a script should scroll: smooth, unless the person asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
