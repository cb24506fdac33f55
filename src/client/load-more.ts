/** The blog list shows 6 posts, then 3 more per Load More (without JavaScript it lists them all). */
const PAGE_SIZE = 6;
const INCREMENT = 3;

/**
 * Load More on the blog list. The markup lists every post (JavaScript off shows them all); this hides all but
 * the first six, shows the button, reveals three more per click moving focus to the first newly shown post,
 * and removes the button once every post is shown.
 */
export function initLoadMore(): void {
  const list = document.querySelector<HTMLElement>('[data-load-more]');
  const button = document.querySelector<HTMLButtonElement>('[data-load-more-button]');
  if (!list || !button) return;
  const items = [...list.children] as HTMLElement[];
  if (items.length <= PAGE_SIZE) return;
  let shown = PAGE_SIZE;
  items.forEach((item, i) => (item.hidden = i >= shown));
  button.hidden = false;
  button.addEventListener('click', () => {
    const first = items[shown];
    shown = Math.min(shown + INCREMENT, items.length);
    items.forEach((item, i) => (item.hidden = i >= shown));
    first?.querySelector<HTMLElement>('.card-link')?.focus();
    if (shown >= items.length) button.hidden = true;
  });
}
