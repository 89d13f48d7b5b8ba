import type { LazyRoute } from '../../kernel/lazyRoute';

/** Public auth routes (§2): `/login`, `/login/:magiclink`, `/password/:key` (emailed reset link), `/logout?q=`. Each page is its own lazy chunk. */
export const authPublicRoutes: readonly LazyRoute[] = [
  { path: '/login', load: () => import('./views/LoginPage').then((m) => m.LoginPage) },
  { path: '/login/:magiclink', load: () => import('./views/MagicLinkPage').then((m) => m.MagicLinkPage) },
  { path: '/password/:key', load: () => import('./views/PasswordResetPage').then((m) => m.PasswordResetPage) },
  { path: '/logout', load: () => import('./views/LogoutPage').then((m) => m.LogoutPage) },
];

/** Auth routes that need a session (the composition root puts them behind its guard): `/create-user/:appProfileUuid`. */
export const authSessionRoutes: readonly LazyRoute[] = [
  { path: '/create-user/:appProfileUuid', load: () => import('./views/CreateUserPage').then((m) => m.CreateUserPage) },
];
