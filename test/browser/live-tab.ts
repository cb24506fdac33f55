/**
 * Whether a dev tab is live: its live-reload socket is open. A tab hears only the messages sent while its socket is
 * open (a standing build error is repeated on connecting; a reload or a stylesheet swap is not), so a test edits a
 * file only once the tab it watches is live.
 */
import type { Page } from 'playwright-core';

/**
 * Counts the page's open live-reload sockets on `window.openSockets`; install it before any page script
 * (`page.addInitScript` or `context.addInitScript`).
 */
export function countOpenSockets(): void {
  const Native = window.WebSocket;
  const state = window as unknown as { openSockets: number };
  state.openSockets = 0;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('open', () => state.openSockets++);
      this.addEventListener('close', () => state.openSockets--);
    }
  };
}

/**
 * Resolves once the page's document has its live-reload socket open ({@link countOpenSockets} installed).
 * @param timeout - milliseconds before giving up: a guard against a hang on a loaded machine, not a timing.
 */
export async function liveSocketOpen(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { openSockets?: number }).openSockets === 1, undefined, {
    timeout,
  });
}
