import type { ComponentType } from 'react';
import { NavigationBridge } from './NavigationBridge';
import type { RouterNavigation } from './navigation';

/**
 * What the portal renders inside its router, in the browser (main.tsx) and when prerendering (prerender/render.tsx):
 * one tree for both, so a prerendered page's markup — `useId` ids included — is what hydration expects (issue 14 §1).
 */
export function AppTree({ bridge, onPathname, AppRoutes }: { bridge: RouterNavigation; onPathname?: (pathname: string) => void; AppRoutes: ComponentType }) {
  return (
    <>
      <NavigationBridge bridge={bridge} onPathname={onPathname} />
      <AppRoutes />
    </>
  );
}
