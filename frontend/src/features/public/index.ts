export { HomePage } from './pages/HomePage';
export { articles } from './blog/articles';
