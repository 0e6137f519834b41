import { useEffect } from 'react';

export const portalName = 'Education Grants Portal';

/** The browser tab and the screen reader's page announcement name the page first. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} – ${portalName}`;
  }, [pageTitle]);
}
