/**
 * The dev server's browser script (never shipped in a build): listens to the server's events and reloads
 * the page, swaps the stylesheet in place, or shows a build error over the page until it is fixed.
 */
const OVERLAY_ID = 'eventsite-error-overlay';

function showError({ title: heading, message }: { title: string; message: string }): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,0,0,.94);color:#fff;font:14px/1.6 ui-monospace,Menlo,Consolas,monospace';
    document.body.append(overlay);
  }
  overlay.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = heading;
  title.style.cssText = 'font:600 18px system-ui,sans-serif;color:#ff8a80;margin:0 0 1rem';
  const pre = document.createElement('pre');
  pre.textContent = message;
  pre.style.cssText = 'white-space:pre-wrap;margin:0';
  const note = document.createElement('p');
  note.textContent = heading.startsWith('Restart') ? 'Restart eventsite dev: this page reloads by itself once it runs again.' : 'Fix the file and save: this page reloads by itself.';
  note.style.cssText = 'font-family:system-ui,sans-serif;color:#ccc;margin-top:1.5rem';
  overlay.append(title, pre, note);
}

function swapStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')) {
    const url = new URL(link.href);
    url.searchParams.set('v', String(Date.now()));
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = url.href;
    next.addEventListener('load', () => link.remove());
    link.after(next);
  }
}

const events = new EventSource('/__eventsite/events');
// The browser reconnects by itself when the server comes back (a restart): then the pages are new.
let connected = false;
events.addEventListener('open', () => {
  if (connected) location.reload();
  connected = true;
});
events.addEventListener('reload', () => location.reload());
events.addEventListener('css', swapStyles);
events.addEventListener('build-error', (event) => showError(JSON.parse((event as MessageEvent<string>).data) as { title: string; message: string }));
events.addEventListener('ok', () => {
  if (document.getElementById(OVERLAY_ID)) location.reload();
});
