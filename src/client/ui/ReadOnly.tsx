import { createContext, useContext, type ReactNode } from 'react';

/*
 * §6 ops read-only customer-experience view, as the views see it: one flag provided by the app (true in an ops
 * session). Controls that would change data read it and are disabled, described by the read-only note (the ops banner
 * shows it on every page of the view; its text lives with the banner so the first load does not carry it).
 */

/** Id of the ops banner's read-only note (what viewing read-only means, §6), which disabled controls cite. */
export const READ_ONLY_NOTE_ID = 'read-only-note';

const ReadOnlyContext = createContext(false);

/** Provides the read-only flag to the tree (composition root: true for ops users, §6). */
export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** True in the ops read-only view (§6): controls that would change data must be disabled. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * What a control that would change data needs in the read-only view: `disabled`, and the note's id to add to its
 * aria-describedby (undefined outside the read-only view).
 */
export function useReadOnlyControl(): { disabled: boolean; noteId: string | undefined } {
  const readOnly = useReadOnly();
  return { disabled: readOnly, noteId: readOnly ? READ_ONLY_NOTE_ID : undefined };
}
