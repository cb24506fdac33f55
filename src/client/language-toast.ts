/**
 * After following a language switch, the new page confirms it with 'Language Changed' / 'Dil Değiştirildi'
 * for about three seconds in the `role="status"` region (fixed position: no layout shift). A plain load shows
 * nothing. The switch marks the navigation in sessionStorage; the next page reads and clears the mark.
 */
const KEY = 'eventsite:language-changed';
/** How long the toast stays, in milliseconds. */
const TOAST_DURATION = 3000;

export function initLanguageToast(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
    if (!link) return;
    try {
      sessionStorage.setItem(KEY, link.dataset.langSwitch ?? '');
    } catch {
      // Storage may be unavailable (private mode); the switch still works, without the toast.
    }
  });
  let switched: string | null;
  try {
    switched = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  const toast = document.getElementById('toast');
  if (switched === null || !toast || switched !== document.documentElement.lang) return;
  // Filled a moment after load so screen readers announce the change of an existing live region.
  setTimeout(() => {
    toast.textContent = toast.dataset.message ?? '';
    setTimeout(() => (toast.textContent = ''), TOAST_DURATION);
  }, 100);
}
