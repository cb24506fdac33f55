/**
 * The dev server's browser script (never shipped in a build): listens to the server's messages and reloads
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
  note.textContent = heading.startsWith('Restart')
    ? 'Restart eventsite dev: this page reloads by itself once it runs again.'
    : 'Fix the file and save: this page reloads by itself.';
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

/** What the server sends; mirrors `LiveMessage` of src/commands/dev/live-socket.ts (this script imports no server module). */
type LiveMessage =
  { type: 'reload' } | { type: 'css' } | { type: 'build-error'; title: string; message: string } | { type: 'ok' };

function handle(message: LiveMessage): void {
  if (message.type === 'reload') location.reload();
  else if (message.type === 'css') swapStyles();
  else if (message.type === 'build-error') showError(message);
  // The error is fixed: the page under the overlay is stale, the new build is on disk.
  else if (message.type === 'ok' && document.getElementById(OVERLAY_ID)) location.reload();
}

/** First wait before reconnecting (ms); it doubles on each failed attempt, up to {@link MAX_RETRY_MS}. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2000;
let retryMs = FIRST_RETRY_MS;
let connectedBefore = false;

/**
 * Opens the socket (a WebSocket: unlike an event stream it holds none of the browser's six connections per host,
 * so any number of tabs stay live). When it closes (the server stopped or restarted) it tries again, sooner at
 * first; reconnected, the page reloads, since a restarted server built the pages anew.
 */
function connect(): void {
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/__eventsite/socket`,
  );
  socket.addEventListener('open', () => {
    if (connectedBefore) location.reload();
    connectedBefore = true;
    retryMs = FIRST_RETRY_MS;
  });
  socket.addEventListener('message', (event: MessageEvent<string>) => handle(JSON.parse(event.data) as LiveMessage));
  socket.addEventListener('close', () => {
    setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  });
}

connect();
