/** The texts an element's `aria-describedby` points to, in order: what is read after its name. */
export function describedBy(element: Element): (string | null | undefined)[] {
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return [];
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent);
}
