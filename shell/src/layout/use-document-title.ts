import type { Messages } from '@portal/web-kit/i18n';
import { useEffect } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { headerMessages } from './messages.js';

/** What the browser tab says on a page: the page first, then the portal, in the chosen language. */
export function documentTitle(pageTitle: string, t: Messages['t']): string {
  return t(headerMessages.documentTitle, { page: pageTitle, portal: t(headerMessages.portalName) });
}

/** The browser tab and the screen reader's page announcement name the page first. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useShellMessages();
  const title = documentTitle(pageTitle, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
