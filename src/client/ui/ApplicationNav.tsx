import { Link } from 'react-router';
import { messagesNavLabel } from '../../domain/messages/inbox';
import { DESTINATION_LABELS, DESTINATION_PATHS, primaryDestinations, type AppDestination } from '../../domain/navigation';
import { AppMenu } from './nav/AppMenu';
import { NavIcon } from './nav/icons';
import { TeamDrawer } from './nav/TeamDrawer';
import { useApplicationStage } from './nav/useApplicationStage';
import { useUnreadMessages } from './useUnreadMessages';

/** The pages of an application the navigation links to (§2 application routes). */
export type ApplicationNavItem = AppDestination;

/** Props of {@link ApplicationNav}: the application, the page being shown (marked `aria-current`), items to hide. */
export interface ApplicationNavProps {
  applicationId: string;
  current?: ApplicationNavItem;
  hide?: readonly ApplicationNavItem[];
}

/**
 * The signed-in application's navigation, given to {@link Page} as its `nav`: at most five primary destinations
 * (src/domain/navigation `primaryDestinations`: only those that mean something at the application's stage) as header
 * links on a wide screen and a bottom tab bar on a phone, then "Contact your team" and the "Menu" (Resources, FAQ,
 * Profile, Sign out) at the header's right. Every route still works when typed. The Messages link carries the unread
 * count in its accessible name ("Messages, 2 unread"), so every page tells the person a message is waiting.
 */
export function ApplicationNav({ applicationId, current, hide = [] }: ApplicationNavProps) {
  const base = `/applications/${encodeURIComponent(applicationId)}`;
  const unread = useUnreadMessages(applicationId);
  const stage = useApplicationStage(applicationId);
  const items = primaryDestinations(stage).filter((item) => !hide.includes(item));
  return (
    <>
      <nav aria-label="Application" className="app-nav app-nav--tabs">
        <ul className="app-nav__list">
          {items.map((item) => (
            <li key={item}>
              <Link
                className="app-nav__link"
                to={`${base}${DESTINATION_PATHS[item]}`}
                aria-current={item === current ? 'page' : undefined}
                // The words and the badge are flex items, which an accessible name would join with spaces: say it whole.
                aria-label={item === 'messages' && unread ? messagesNavLabel(unread) : undefined}
              >
                <NavIcon name={item} />
                <span>{DESTINATION_LABELS[item]}</span>
                {item === 'messages' && unread ? (
                  <span className="nav-count" aria-hidden="true">
                    {unread}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        <TeamDrawer applicationId={applicationId} />
        <AppMenu base={base} current={current} />
      </div>
    </>
  );
}
