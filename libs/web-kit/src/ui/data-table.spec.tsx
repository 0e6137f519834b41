import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumns, type DataTableProps } from './data-table.js';

interface Pupil {
  id: string;
  name: string;
  school: string;
  year: number;
}

const pupils: Pupil[] = [
  { id: 'p1', name: 'Ann Lee', school: 'Lakeview', year: 2 },
  { id: 'p2', name: 'Bo Chan', school: 'Riverside', year: 4 },
];

const columns: DataTableColumns<Pupil> = [
  { header: 'Name', cell: (pupil) => pupil.name, className: 'cell-break' },
  { header: 'School', cell: (pupil) => <em>{pupil.school}</em>, className: 'cell-break' },
  { header: 'Year', cell: (pupil) => pupil.year },
];

/** The pupils' table, as a screen would write it, with `props` changed. */
const pupilsTable = (props: Partial<DataTableProps<Pupil>> = {}) => (
  <DataTable
    caption="Pupils"
    columns={columns}
    rows={pupils}
    rowKey={(pupil) => pupil.id}
    {...props}
  />
);

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DataTable', () => {
  it('is a table named by its caption, in a scroll region a keyboard can reach named the same', () => {
    render(pupilsTable({ caption: 'Pupils (2)' }));

    const table = screen.getByRole('table', { name: 'Pupils (2)' });
    const region = screen.getByRole('region', { name: 'Pupils (2)' });
    expect(region.contains(table)).toBe(true);
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toBe('table-scroll table-stack-narrow');
    expect(table.className).toBe('data-table');
    expect(table.querySelector('caption')?.className).toBe('');
  });

  it('restates every role, which browsers drop when a phone shows the rows as cards', () => {
    render(pupilsTable());

    const table = screen.getByRole('table');
    expect(table.getAttribute('role')).toBe('table');
    for (const element of table.querySelectorAll('thead, tbody'))
      expect(element.getAttribute('role')).toBe('rowgroup');
    for (const element of table.querySelectorAll('tr'))
      expect(element.getAttribute('role')).toBe('row');
    for (const element of table.querySelectorAll('th[scope="col"]'))
      expect(element.getAttribute('role')).toBe('columnheader');
    for (const element of table.querySelectorAll('th[scope="row"]'))
      expect(element.getAttribute('role')).toBe('rowheader');
    for (const element of table.querySelectorAll('td'))
      expect(element.getAttribute('role')).toBe('cell');
  });

  it('has a header row of the columns, and each row named by its first column', () => {
    render(pupilsTable());

    expect(texts(screen.getAllByRole('columnheader'))).toEqual(['Name', 'School', 'Year']);
    expect(texts(screen.getAllByRole('rowheader'))).toEqual(['Ann Lee', 'Bo Chan']);
    const row = screen.getByRole('row', { name: /Bo Chan/ });
    expect(within(row).getByRole('rowheader').className).toBe('cell-break');
    expect(texts(within(row).getAllByRole('cell'))).toEqual(['Riverside', '4']);
  });

  it('labels each other cell with its column, for the card a phone shows, and keeps its classes', () => {
    render(pupilsTable());

    const row = screen.getByRole('row', { name: /Ann Lee/ });
    expect(within(row).getByRole('rowheader').hasAttribute('data-label')).toBe(false);
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['School', 'Year']);
    expect(cells.map((cell) => cell.className)).toEqual(['cell-break', '']);
    expect(cells[0]?.querySelector('em')?.textContent).toBe('Lakeview');
  });

  it('adds an Actions column whose buttons say which row they act on', () => {
    const onRemove = jest.fn();
    render(
      pupilsTable({
        actions: (pupil) => (
          <div className="actions">
            <a href={`/pupils/${pupil.id}`}>
              View<span className="visually-hidden"> {pupil.name}</span>
            </a>
            <button type="button" onClick={() => onRemove(pupil)}>
              Remove<span className="visually-hidden"> {pupil.name}</span>
            </button>
          </div>
        ),
      }),
    );

    expect(texts(screen.getAllByRole('columnheader'))).toEqual([
      'Name',
      'School',
      'Year',
      'Actions',
    ]);
    const row = screen.getByRole('row', { name: /Bo Chan/ });
    const actionsCell = within(row).getAllByRole('cell').at(-1);
    expect(actionsCell?.className).toBe('cell-actions');
    expect(actionsCell?.hasAttribute('data-label')).toBe(false);
    expect(actionsCell?.firstElementChild?.className).toBe('actions');
    expect(within(row).getByRole('link', { name: 'View Bo Chan' }).getAttribute('href')).toBe(
      '/pupils/p2',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bo Chan' }));

    expect(onRemove).toHaveBeenCalledWith(pupils[1]);
  });

  it('has no Actions column without actions', () => {
    render(pupilsTable());

    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(document.querySelector('.cell-actions')).toBeNull();
  });

  it('can hide its caption from sight, still naming the table, and add classes to the table', () => {
    render(
      pupilsTable({
        caption: 'The 2 most recent pupils',
        captionVisuallyHidden: true,
        className: 'pupils-table',
      }),
    );

    const table = screen.getByRole('table', { name: 'The 2 most recent pupils' });
    expect(table.className).toBe('data-table pupils-table');
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
  });

  it('can keep its rows as rows on a phone, scrolling sideways instead', () => {
    render(pupilsTable({ stackOnNarrow: false }));

    expect(screen.getByRole('region', { name: 'Pupils' }).className).toBe('table-scroll');
  });

  it('keeps each row with its record when rows are added or reordered', () => {
    const { rerender } = render(pupilsTable());
    const annRow = screen.getByRole('row', { name: /Ann Lee/ });

    rerender(
      pupilsTable({
        rows: [{ id: 'p3', name: 'Cy Ray', school: 'Hillcrest', year: 1 }, ...pupils].reverse(),
      }),
    );

    expect(texts(screen.getAllByRole('rowheader'))).toEqual(['Bo Chan', 'Ann Lee', 'Cy Ray']);
    expect(screen.getByRole('row', { name: /Ann Lee/ })).toBe(annRow);
  });

  it('shows a header row and no rows for an empty list', () => {
    render(pupilsTable({ caption: 'Pupils (0)', rows: [] }));

    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
