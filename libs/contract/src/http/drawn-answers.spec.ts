import { drawnAnswersBlock, drawnAnswersMarkup, readDrawnAnswers } from './drawn-answers.js';

describe("the answers a member's data page was drawn with, carried in the page", () => {
  const json = {
    address: '/apply-grant/g-1',
    answers: [
      ['/api/grants/g-1', { title: 'Fund', description: '</script><script>alert(1)</script>' }],
      ['/api/grant-applications/drafts', []],
    ] as [string, unknown][],
  };

  it('is a JSON data block that nothing in an answer can end', () => {
    const markup = drawnAnswersMarkup(json);
    expect(markup.startsWith(`<script type="application/json" id="${drawnAnswersBlock.id}">`)).toBe(
      true,
    );
    const body = markup.slice(markup.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(readDrawnAnswers(body)).toEqual(json);
  });

  it('reads nothing from a missing, broken or foreign block', () => {
    expect(readDrawnAnswers(null)).toBeUndefined();
    expect(readDrawnAnswers('{"address":')).toBeUndefined();
    expect(readDrawnAnswers('{"answers":[]}')).toBeUndefined();
    expect(readDrawnAnswers('{"address":"/apply-grant","answers":[[1,2],["/api/x",3]]}')).toEqual({
      address: '/apply-grant',
      answers: [['/api/x', 3]],
    });
  });
});
