import { createRouterNavigation } from '../../../src/client/app/navigation';

describe('epics’ navigation, bound late to the router', () => {
  it('replays, in order, the navigations asked for before the router was bound', () => {
    const nav = createRouterNavigation({ pathname: '/property_address', search: '' });
    nav.navigation.navigate('/login?q=expired', { replace: true });
    nav.navigation.navigate('/applicants');
    const seen: Array<[string, boolean | undefined]> = [];
    nav.attach((to, opts) => void seen.push([to, opts?.replace]));
    nav.navigation.navigate('/welcome');
    expect(seen).toEqual([
      ['/login?q=expired', true],
      ['/applicants', undefined],
      ['/welcome', undefined],
    ]);
  });

  it('queues again while the router re-binds (its navigate changes with the location)', () => {
    const nav = createRouterNavigation({ pathname: '/', search: '' });
    const first: string[] = [];
    const second: string[] = [];
    const detach = nav.attach((to) => void first.push(to));
    detach();
    nav.navigation.navigate('/logout');
    nav.attach((to) => void second.push(to));
    expect(first).toEqual([]);
    expect(second).toEqual(['/logout']);
  });

  it('reports the router’s location, once per change', () => {
    const nav = createRouterNavigation({ pathname: '/', search: '' });
    const seen: string[] = [];
    nav.navigation.location$.subscribe((l) => seen.push(`${l.pathname}${l.search}`));
    nav.setLocation({ pathname: '/login', search: '?q=expired' });
    nav.setLocation({ pathname: '/login', search: '?q=expired' });
    nav.setLocation({ pathname: '/applicants', search: '' });
    expect(seen).toEqual(['/', '/login?q=expired', '/applicants']);
  });
});
