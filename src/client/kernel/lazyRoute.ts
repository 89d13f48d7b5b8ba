import type { ComponentType } from 'react';

/**
 * A route a feature offers to the composition root (§2 routes): its react-router path pattern and how to load its
 * page, a separate code chunk fetched the first time the route renders. The root decides guards and which feature
 * module must be mounted first; the feature only names its pages.
 */
export interface LazyRoute {
  path: string;
  load: () => Promise<ComponentType>;
}
