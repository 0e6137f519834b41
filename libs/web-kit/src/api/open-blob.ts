/** A browser tab opened on a press, shown a file once it has arrived. */
export interface FileTab {
  show: (blob: Blob) => void;
  close: () => void;
}

/**
 * Opens an empty tab now, while the press that asked for it is still being handled (a tab
 * opened after the file has arrived would be taken for a pop-up and blocked), and shows the
 * file in it once it is there. Null when the browser opened none.
 */
export function openFileTab(): FileTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The file's tab has no hold on the portal's page.
  tab.opener = null;
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // Revoking at once can stop the tab from reading it; a minute is plenty.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close: () => tab.close(),
  };
}
