import { paths } from '../../config/paths';

export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.packages },
  { label: 'Free test', to: paths.discover },
  { label: 'Contact', to: paths.contact },
] as const;
