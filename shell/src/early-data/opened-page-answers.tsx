import { useState, type ReactNode } from 'react';
import { DrawnAnswersContext, type DrawnAnswers } from '@portal/web-kit';
import { useLocation } from '@portal/web-kit/router';

/**
 * Gives the pages the answers the opened page was drawn with (page-drawn-answers.ts) until the
 * member first moves to another page: every page after that, and the opened one visited again,
 * loads its data afresh.
 */
export function OpenedPageAnswers({
  answers,
  children,
}: {
  answers: DrawnAnswers | null;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [openedKey] = useState(key);
  const [moved, setMoved] = useState(false);
  // Remembered from this render on (React's pattern for state from an earlier render).
  if (!moved && key !== openedKey) setMoved(true);
  const stillOpened = !moved && key === openedKey;
  return <DrawnAnswersContext value={stillOpened ? answers : null}>{children}</DrawnAnswersContext>;
}
