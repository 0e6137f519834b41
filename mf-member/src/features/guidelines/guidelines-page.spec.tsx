import { screen } from '@testing-library/react';
import { failure, ok, renderMemberPage } from '../../test/render-member-page.js';
import GuidelinesPage from './guidelines-page.js';

const show = (answer: ReturnType<typeof ok>) =>
  renderMemberPage(GuidelinesPage, {
    path: '/guidelines',
    route: (method, url) =>
      method === 'GET' && url === '/api/office-settings/guidelines' ? answer : failure(404),
  });

describe('/guidelines', () => {
  it("shows the office's guidelines as plain text, a paragraph per blank line", async () => {
    show(
      ok({
        text: 'Who can apply\nMembers of the Nation.\n\n\n<b>What to send</b>\r\n\r\nDeadlines',
      }),
    );

    const first = await screen.findByText(/^Who can apply/);
    const paragraphs = [...first.parentElement!.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Who can apply\nMembers of the Nation.',
      '<b>What to send</b>',
      'Deadlines',
    ]);
    expect(document.querySelector('b')).toBeNull();
    expect(document.body.textContent).not.toContain('rendered by');
  });

  it('says so when the office has not written any yet', async () => {
    show(ok({ text: '' }));

    expect(
      await screen.findByText(
        'The education office has not published its guidelines yet. Please contact the office with your questions.',
      ),
    ).toBeTruthy();
  });
});
