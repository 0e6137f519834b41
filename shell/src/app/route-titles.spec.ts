import { portalRoutes } from '@portal/contract';
import { createMessageFormatter } from '@portal/messages';
import frenchShell from '@portal/messages/catalogues/fr-CA/shell.json' with { type: 'json' };
import { documentTitle } from '../layout/use-document-title.js';
import { routeTitles } from './route-titles.js';

const english = createMessageFormatter([]);
const french = createMessageFormatter([{ locale: 'fr-CA', catalogue: frenchShell }]);

describe('route titles', () => {
  it.each(portalRoutes.map((route) => [route.path, route.title]))(
    '%s has a title message whose English is the route table’s "%s"',
    (path, title) => {
      const message = routeTitles[path];
      expect(message && english(message)).toBe(title);
    },
  );

  it('names only routes of the table', () => {
    const paths = new Set(portalRoutes.map((route) => route.path));
    expect(Object.keys(routeTitles).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("writes the tab's title, page first, in the chosen language", () => {
    expect(documentTitle('Register', english)).toBe('Register – Education Grants Portal');
    expect(documentTitle('Inscription', french)).toBe('Inscription – Portail des bourses d’études');
  });
});
