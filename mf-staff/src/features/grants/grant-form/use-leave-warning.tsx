import { useConfirm } from '@portal/web-kit';
import { useBlocker } from '@portal/web-kit/router';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { grantFormMessages as messages } from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

/**
 * Asks before unsaved work on a grant is left: a link in the portal (the header's too: the
 * shell renders every page in a data router, so `useBlocker` holds any navigation back) opens
 * a question, Stay or Leave; a reload, a typed address or a closed tab gets the browser's own
 * question (beforeunload). `allowLeave` is set once the grant is saved, so that the form's own
 * way on is not asked about. Answers the question's dialog, to render in the form.
 */
export function useLeaveWarning(unsaved: boolean, allowLeave: RefObject<boolean>): ReactNode {
  const { t } = useStaffMessages();
  const { confirm, confirmDialog } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !allowLeave.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Focus goes back to the link that was followed when staff stay.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void confirm(t(messages.leaveQuestion), {
      title: t(messages.leaveTitle),
      confirmLabel: t(messages.leave),
      cancelLabel: t(messages.stay),
      returnFocusTo: opener,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
    // `blocker` changes with every state; this answers one blocked navigation once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, allowLeave]);

  return confirmDialog;
}
