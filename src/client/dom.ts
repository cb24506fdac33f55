/** Small helpers shared by the client modules. */

/** `'smooth'`, or `'auto'` when the visitor prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Calls `run` at most once per animation frame after each scroll. */
export function onScroll(run: () => void): void {
  let queued = false;
  addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        run();
      });
    },
    { passive: true },
  );
  // The first run waits for a frame too, so reading the scroll position never forces a layout at start-up.
  requestAnimationFrame(run);
}

/** Replaces a no-JS link with a `<button>` of the same look and content. */
export function linkToButton(link: HTMLElement, controls: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.innerHTML = link.innerHTML;
  button.setAttribute('aria-controls', controls);
  for (const name of ['aria-label', 'data-menu-toggle', 'data-menu-close']) {
    const value = link.getAttribute(name);
    if (value !== null) button.setAttribute(name, value);
  }
  link.replaceWith(button);
  return button;
}
