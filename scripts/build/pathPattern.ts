/** `text` with RegExp syntax escaped, to match it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A react-router path pattern as a RegExp source for `location.pathname` (`:param` = one segment, optional trailing
 * `/`); the inline scripts of the built HTML test it case-insensitively.
 */
export const pathPattern = (path: string): string => `^${escapeRegExp(path).replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`;
