import './page.css';

/** The fixture's lazily loaded page: a small chunk and a small stylesheet. */
export const pageName = 'fixture page';
