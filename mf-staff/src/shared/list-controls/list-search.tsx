import { listSearchMaxLength } from '@portal/contract/applications';
import { TextField } from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { listControlsMessages as messages } from './messages.js';
import './list-controls.css';

interface ListSearchProps {
  label: string;
  hint?: string;
  /** The search the table shows now (from its address). */
  search: string;
  onSearch: (search: string) => void;
}

/**
 * A table's search: sent on Search (or Enter), not on each key, so a slow line loads one page
 * per search, not one per letter. Clear search shows the whole table again.
 */
export function ListSearch({ label, hint, search, onSearch }: ListSearchProps) {
  const { t } = useStaffMessages();
  const [typed, setTyped] = useState(search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <form role="search" className="list-search" onSubmit={submit}>
      <TextField
        name="q"
        type="search"
        label={label}
        hint={hint}
        maxLength={listSearchMaxLength}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button-secondary">
          {t(messages.search)}
        </button>
        {search && (
          <button type="button" className="button button-secondary" onClick={() => onSearch('')}>
            {t(messages.clearSearch)}
          </button>
        )}
      </div>
    </form>
  );
}
