import { paths } from '../../config/paths';

/** The main menu: each link's words are the shell catalogue's `label`. */
export const navLinks = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.about', to: paths.about },
  { label: 'nav.services', to: paths.packages },
  { label: 'nav.freeTest', to: paths.discover },
  { label: 'nav.contact', to: paths.contact },
] as const;
