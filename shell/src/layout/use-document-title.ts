import { useEffect } from 'react';

export const portalName = 'Education Grants Portal';

/** What the browser tab says on a page: the page first, then the portal. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} – ${portalName}`;
}

/** The browser tab and the screen reader's page announcement name the page first. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
