// The public site's own pages (home, about, blog, legal, contact, services): the top feature. What app/ and the server's
// render use:
export { HomePage } from './pages/HomePage';
export { homeMessages } from './home/messages';
export { articles } from './blog/articles';
