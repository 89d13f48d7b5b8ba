/**
 * The read-only customer-experience view's kernel part (§2, §6): whose view the pages show (the viewer), and LoggedUser
 * fetched as the profile an ops user selected.
 */
export * from './viewer';
