import type { RouteObject } from 'react-router';

/** Public auth routes (§2): `/login`, `/login/:magiclink`, `/password/:key` (emailed reset link), `/logout?q=`. Each page is its own lazy chunk. */
export const authPublicRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('./views/LoginPage').then((m) => ({ Component: m.LoginPage })) },
  { path: '/login/:magiclink', lazy: () => import('./views/MagicLinkPage').then((m) => ({ Component: m.MagicLinkPage })) },
  { path: '/password/:key', lazy: () => import('./views/PasswordResetPage').then((m) => ({ Component: m.PasswordResetPage })) },
  { path: '/logout', lazy: () => import('./views/LogoutPage').then((m) => ({ Component: m.LogoutPage })) },
];

/** Auth routes that need a session (the composition root puts them behind its guard): `/create-user/:appProfileUuid`. */
export const authSessionRoutes: RouteObject[] = [
  { path: '/create-user/:appProfileUuid', lazy: () => import('./views/CreateUserPage').then((m) => ({ Component: m.CreateUserPage })) },
];
