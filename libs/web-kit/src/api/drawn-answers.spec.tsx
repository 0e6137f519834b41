/**
 * In Node, as the gateway draws its data pages (react-dom/server's Node build):
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { renderToString } from 'react-dom/server';
import { DrawnAnswersContext } from './drawn-answers.js';
import { useQuery } from './use-query.js';

describe("useQuery on a page drawn with the member's data (the gateway's data pages)", () => {
  function Grants({ path }: { path?: string }) {
    const query = useQuery(() => Promise.resolve(['never asked']), [], { path });
    return <p>{query.status === 'loaded' ? query.data.join(', ') : 'Loading grants…'}</p>;
  }
  const answers = new Map([['/api/available-grants', ['Tuition', 'Books']]]);

  it('starts from the answer to the path it names', () => {
    const html = renderToString(
      <DrawnAnswersContext value={answers}>
        <Grants path="/api/available-grants" />
      </DrawnAnswersContext>,
    );
    expect(html).toBe('<p>Tuition, Books</p>');
  });

  it('loads as always when its path was not answered, or it names none', () => {
    const drawn = (path?: string) =>
      renderToString(
        <DrawnAnswersContext value={answers}>
          <Grants path={path} />
        </DrawnAnswersContext>,
      );
    expect(drawn('/api/grant-applications?userOnly=true')).toBe('<p>Loading grants…</p>');
    expect(drawn(undefined)).toBe('<p>Loading grants…</p>');
  });

  it('starts a query of several calls from what `drawnFrom` reads in the answers', () => {
    function Both() {
      const query = useQuery(() => Promise.resolve('never asked'), [], {
        drawnFrom: (drawn) => {
          const grants = drawn.get('/api/available-grants') as string[] | undefined;
          return grants && `${grants.length} grants`;
        },
      });
      return <p>{query.status === 'loaded' ? query.data : 'Loading…'}</p>;
    }
    const drawn = (given: Map<string, unknown>) =>
      renderToString(
        <DrawnAnswersContext value={given}>
          <Both />
        </DrawnAnswersContext>,
      );
    expect(drawn(answers)).toBe('<p>2 grants</p>');
    expect(drawn(new Map())).toBe('<p>Loading…</p>');
  });
});
