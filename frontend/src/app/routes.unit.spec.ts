// The router and the server read one list of pages: the router routes each of them and nothing else, and the server's
// matcher agrees with the router's on every path, so a path the app shows its 404 page for answers 404.
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allPagePatterns, isPagePath } from '@margdarshak/contracts/pages';
import { routes } from './routes';

/** Every routed pattern, whole: a child's relative path (the /hi twins') joined to its parent's. */
const routedPatterns = (list: RouteObject[], parent = ''): string[] =>
  list.flatMap((route) => {
    const whole = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [...(route.path !== undefined || route.index ? [whole || '/'] : []), ...routedPatterns(route.children ?? [], whole)];
  });
/** Whether the router shows a page for the path, rather than its catch-all 404. */
const routed = (path: string) => {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  return last !== undefined && last.path !== '*';
};

describe('the pages the router and the server know', () => {
  it('are one list: every page pattern is routed, and every route is a page pattern', () => {
    const patterns = routedPatterns(routes).filter((path) => path !== '/*' && path !== '/hi/*'); // the catch-all 404s
    expect(new Set(patterns)).toEqual(new Set(allPagePatterns()));
  });

  it.each(['/', '/about', '/counsellors/abc', '/student/report/r1', '/student/personality-test/b1', '/admin', '/admin/users/1', '/ABOUT', '/about/', '/hi', '/hi/'])('%s is a page', (path) => {
    expect(routed(path)).toBe(true);
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['/no-such-page', '/student/nothing', '/counsellors/x/y/z', '/student', '/student/report', '/administrator', '/hi/no-such-page', '/hi/about/nothing', '/hindi'])('%s is not', (path) => {
    expect(routed(path)).toBe(false);
    expect(isPagePath(path)).toBe(false);
  });

  it('are matched the same way by both, whatever the path', () => {
    const segment = fc.constantFrom(
      'student',
      'counsellor',
      'counsellors',
      'detail',
      'report',
      'personality-test',
      'session',
      'dashboard',
      'admin',
      'blog',
      'packages',
      'booking',
      'booking-summary',
      'About',
      'hi',
      'x',
      '42',
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (parts, slash) => {
        const path = `/${parts.join('/')}${slash && parts.length > 0 ? '/' : ''}`;
        expect(isPagePath(path)).toBe(routed(path));
      }),
      { numRuns: 2000 },
    );
  });
});
