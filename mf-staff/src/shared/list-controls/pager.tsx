import { useStaffMessages } from '../../i18n/staff-messages.js';
import { listControlsMessages as messages } from './messages.js';
import './list-controls.css';

interface PagerProps {
  /** What the pages are of, for the navigation's name: "Pages of applications". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page 2 of 101"; a button that leads nowhere is not offered. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  const { t } = useStaffMessages();
  return (
    <nav aria-label={label} className="pager">
      {page > 1 && (
        <button type="button" className="button button-secondary" onClick={() => onPage(page - 1)}>
          {t(messages.previousPage)}
        </button>
      )}
      <span className="pager-position">{t(messages.pageOf, { page, pages })}</span>
      {page < pages && (
        <button type="button" className="button button-secondary" onClick={() => onPage(page + 1)}>
          {t(messages.nextPage)}
        </button>
      )}
    </nav>
  );
}
