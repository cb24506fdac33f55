/**
 * At most one FAQ item open, so the list stays short. Browsers with `<details name>` exclusivity do it natively; for
 * the others, opening an item closes its open siblings of the same name. Keyboard: native `<summary>`.
 */
export function initExclusiveDetails(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute('name');
      if (!name) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(name)}"][open]`)) {
        if (other !== opened) other.open = false;
      }
    },
    true,
  );
}
