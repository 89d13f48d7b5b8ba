import { Page } from '../../ui/Page';

/**
 * Shown when a route fails to load (e.g. its code chunk could not be fetched while offline). Kept in the main
 * bundle, as it must render when loading failed; it shows nothing of the error itself.
 */
export function RouteErrorPage() {
  return (
    <Page title="Something went wrong" kind="reading">
      <p>This page could not be loaded. Check your connection and try again.</p>
      <p>
        <a href={typeof window === 'undefined' ? '/' : window.location.href}>Reload the page</a>
      </p>
    </Page>
  );
}
