/**
 * The contact map loads only when the visitor asks (docs/decisions.md, "Map on request"). Without JavaScript the button
 * is a link to the full map; here a click puts the embedded map in its place. No third-party request happens before.
 */
export function initMap(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-map-embed]');
  const box = link?.closest<HTMLElement>('[data-map]');
  if (!link || !box) return;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = link.dataset.mapEmbed ?? '';
    frame.title = link.dataset.mapTitle ?? '';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    box.replaceChildren(frame);
    box.classList.add('loaded');
    frame.focus();
  });
}
