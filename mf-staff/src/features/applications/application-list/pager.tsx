import { applicationListTexts as texts } from './application-list-texts.js';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page 2 of 101"; a button that leads nowhere is not offered. */
export function Pager({ page, pages, onPage }: PagerProps) {
  return (
    <nav aria-label={texts.pages} className="pager">
      {page > 1 && (
        <button type="button" className="button button-secondary" onClick={() => onPage(page - 1)}>
          {texts.previousPage}
        </button>
      )}
      <span className="pager-position">{texts.pageOf(page, pages)}</span>
      {page < pages && (
        <button type="button" className="button button-secondary" onClick={() => onPage(page + 1)}>
          {texts.nextPage}
        </button>
      )}
    </nav>
  );
}
