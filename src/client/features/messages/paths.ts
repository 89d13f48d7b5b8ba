/** Where the messages pages live (issue 12 §1): the inbox of an application, and one message under it. */
const app = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

/** The inbox. */
export const inboxPath = (applicationId: string): string => `${app(applicationId)}/messages`;

/** One message's page. */
export const messagePath = (applicationId: string, messageUuid: string): string => `${inboxPath(applicationId)}/${encodeURIComponent(messageUuid)}`;

/** The page where a homeowner writes a new message to the deal team. */
export const composePath = (applicationId: string): string => `${inboxPath(applicationId)}/new`;
