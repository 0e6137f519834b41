import type { MouseEvent } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { headerMessages } from './messages.js';

/**
 * First stop for keyboard users: jumps past the header to the page content. Focus is moved by
 * script rather than by following the fragment: Chromium does not draw a focus ring on an
 * element a fragment focused (it does not match :focus-visible), so a keyboard user would not
 * see where they landed; focus moved by script after a key press does match it.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useShellMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return; // the fragment still does what it can
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {t(headerMessages.skipLink)}
    </a>
  );
}
