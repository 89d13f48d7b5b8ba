import { createContext, useContext, type ReactNode } from 'react';

const FooterSlot = createContext<ReactNode>(null);

/**
 * What every {@link Page} below shows in its footer besides the privacy link — e.g. the composition root puts the
 * licensing disclosure of the application being viewed there (issue 12 §3), without each page knowing about it.
 */
export function PageFooterSlot({ content, children }: { content: ReactNode; children: ReactNode }) {
  return <FooterSlot.Provider value={content}>{children}</FooterSlot.Provider>;
}

/** The footer content of the nearest {@link PageFooterSlot} (null outside one). */
export function usePageFooterContent(): ReactNode {
  return useContext(FooterSlot);
}
