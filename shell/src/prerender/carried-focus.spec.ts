import { carryFocus } from './carried-focus.js';

/** A page's markup for `#root`: a form's fields and a link, as a drawn page and the app draw them. */
const pageMarkup = `
  <form>
    <textarea name="answer-0-0">Nursing</textarea>
    <input type="checkbox" name="answer-1-0" value="Tuition">
    <input type="checkbox" name="answer-1-0" value="Books">
  </form>
  <a href="/apply-grant">Back to grants</a>`;

function drawnRoot(): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = pageMarkup;
  return root;
}
/** The app's first render: every element replaced by its own. */
const drawAfresh = (root: HTMLElement) => {
  root.innerHTML = pageMarkup;
};

afterEach(() => document.body.replaceChildren());

describe('focus carried from a drawn page to the app that draws it afresh', () => {
  it('focuses the same field again, with the caret where it was', () => {
    const root = drawnRoot();
    const typing = root.querySelector('textarea');
    typing?.focus();
    typing?.setSelectionRange(3, 3);
    const refocus = carryFocus(root);

    drawAfresh(root);
    expect(document.activeElement).toBe(document.body);
    refocus();

    const field = root.querySelector('textarea');
    expect(document.activeElement).toBe(field);
    expect(field?.selectionStart).toBe(3);
  });

  it('tells checkboxes of one question apart by value, and links by address and text', () => {
    const root = drawnRoot();
    root.querySelector<HTMLInputElement>('[value="Books"]')?.focus();
    let refocus = carryFocus(root);
    drawAfresh(root);
    refocus();
    expect((document.activeElement as HTMLInputElement).value).toBe('Books');

    root.querySelector('a')?.focus();
    refocus = carryFocus(root);
    drawAfresh(root);
    refocus();
    expect(document.activeElement?.textContent).toBe('Back to grants');
  });

  it('leaves focus alone when nothing in the page had it, or the app has moved it', () => {
    const root = drawnRoot();
    let refocus = carryFocus(root);
    drawAfresh(root);
    refocus();
    expect(document.activeElement).toBe(document.body);

    root.querySelector('textarea')?.focus();
    refocus = carryFocus(root);
    drawAfresh(root);
    root.querySelector('a')?.focus();
    refocus();
    expect(document.activeElement?.tagName).toBe('A');
  });
});
