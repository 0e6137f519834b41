import { TextField } from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import { applicationListTexts as texts } from './application-list-texts.js';

interface ApplicationSearchProps {
  /** The search the table shows now (from its address). */
  search: string;
  onSearch: (search: string) => void;
}

/**
 * Search by reference or applicant: sent on Search (or Enter), not on each key, so a slow line
 * loads one page per search, not one per letter. Clear search shows every application again.
 */
export function ApplicationSearch({ search, onSearch }: ApplicationSearchProps) {
  const [typed, setTyped] = useState(search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <form role="search" className="application-search" onSubmit={submit}>
      <TextField
        name="q"
        type="search"
        label={texts.searchLabel}
        hint={texts.searchHint}
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button-secondary">
          {texts.searchButton}
        </button>
        {search && (
          <button type="button" className="button button-secondary" onClick={() => onSearch('')}>
            {texts.clearSearch}
          </button>
        )}
      </div>
    </form>
  );
}
