/** Small inline icons (decorative: always aria-hidden). Drawn for this project on a 24-unit grid. */
import type { ReactElement } from 'react';
import type { OfferingIcon } from '../src/content/schemas/offering-icons.ts';

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
  // The offering groups' icons (OFFERING_ICONS).
  plan: 'M8 4h8v3H8zM6 5.5H5v15h14v-15h-1M9 12h6M9 16h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  people: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 5a3 3 0 010 6M21 20a6 6 0 00-4-5.6',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 11-6 0 3 3 0 016 0zM20 16a3 3 0 11-6 0 3 3 0 016 0z',
  glass: 'M8 3h8l-1 7a3 3 0 01-6 0zM12 13v7M8 21h8',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 1.8L21.5 18l-1.8.7L19 20.5l-.7-1.8-1.8-.7 1.8-.7z',
  venue: 'M4 21V9l8-5 8 5v12M9 21v-6h6v6M3 21h18',
  tools: 'M14.5 5.5a4 4 0 00-5 5L4 16l4 4 5.5-5.5a4 4 0 005-5l-2.5 2.5-2.5-.5-.5-2.5z',
  truck:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17.5 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  megaphone: 'M4 10v4h3l7 4V6l-7 4zM18 9a4 4 0 010 6M7 14l1 5h2',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  leaf: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15zM5 19l7-7',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
} as const satisfies Record<OfferingIcon, string> & Record<string, string>;

/** Name of an icon of {@link Icon}. */
export type IconName = keyof typeof paths;

type IconProps = { name: IconName; size?: number; filled?: boolean };

/** An outline icon at 1em (or `size` px). */
export function Icon({ name, size, filled = false }: IconProps): ReactElement {
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
