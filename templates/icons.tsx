/** Small inline icons (decorative: always aria-hidden). Drawn for this project on a 24-unit grid. */
import type { ReactElement } from 'react';

const paths = {
  chevron: 'M6 9l6 6 6-6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  arrowLeft: 'M15 5l-7 7 7 7',
  arrowRight: 'M9 5l7 7-7 7',
  arrowUp: 'M5 15l7-7 7 7',
  chat: 'M4 5h16v11H9l-5 4z',
  pin: 'M12 21s-7-6.3-7-11a7 7 0 0114 0c0 4.7-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v3a2 2 0 01-2 2A15 15 0 014 5a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  camera: 'M4 7h4l2-2h4l2 2h4v12H4zM12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
} as const;

/** Name of an icon of {@link Icon}. */
export type IconName = keyof typeof paths;

/** An outline icon at 1em (or `size` px). */
export function Icon({ name, size, filled = false }: { name: IconName; size?: number; filled?: boolean }): ReactElement {
  return (
    <svg
      className="icon"
      width={size ?? 20}
      height={size ?? 20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
