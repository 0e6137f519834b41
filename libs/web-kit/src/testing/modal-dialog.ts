/**
 * jsdom has `<dialog>` but not its modal behaviour. This adds what the portal's `Dialog`
 * relies on, as a browser does it: `showModal()` opens, `close()` closes and fires `close`,
 * and Escape fires a cancelable `cancel` at the open modal dialog, then closes it unless the
 * page prevented that. (Focus trapping and the inert page behind are left to the browser
 * tests.) Call it once in a jest setup file.
 */
export function installModalDialog(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const openModals: HTMLDialogElement[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    openModals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = openModals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
