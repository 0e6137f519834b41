import {
  keepEarlyLanguageChoice,
  stopKeepingEarlyLanguageChoice,
} from './early-language-choice.js';

/** A page drawn ahead: the header's chooser (as the shell draws it) and another select. */
function drawnPage() {
  document.body.innerHTML = `
    <header><select name="portal-language"><option value="en">English</option><option value="fr">Français</option></select></header>
    <main><select name="grant-type"><option value="a">a</option><option value="fr">fr</option></select></main>`;
  const choose = (name: string, value: string) => {
    const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { choose };
}

describe('a language chosen before the app has started', () => {
  afterEach(() => {
    stopKeepingEarlyLanguageChoice();
    localStorage.clear();
  });

  it('is kept on the device, where the app reads it when it starts', () => {
    const page = drawnPage();
    keepEarlyLanguageChoice(document, localStorage);
    page.choose('portal-language', 'fr');
    expect(localStorage.getItem('portal-language')).toBe('fr');
  });

  it("keeps nothing from the page's other choices, nor once the app has started", () => {
    const page = drawnPage();
    keepEarlyLanguageChoice(document, localStorage);
    page.choose('grant-type', 'fr');
    expect(localStorage.getItem('portal-language')).toBeNull();

    stopKeepingEarlyLanguageChoice();
    page.choose('portal-language', 'fr');
    expect(localStorage.getItem('portal-language')).toBeNull();
  });
});
