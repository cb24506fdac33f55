/**
 * The icons a service's offering group may show (`offerings[].icon` of `services/{id}.{language}.yaml`): one
 * consistent set of outline icons drawn by the templates (`templates/icons.tsx`), in place of emoji, which every
 * platform draws in its own style.
 */
export const OFFERING_ICONS = [
  'plan',
  'calendar',
  'people',
  'music',
  'camera',
  'glass',
  'sparkle',
  'venue',
  'tools',
  'truck',
  'megaphone',
  'heart',
  'leaf',
  'graduation',
  'shield',
] as const;

/** One of {@link OFFERING_ICONS}. */
export type OfferingIcon = (typeof OFFERING_ICONS)[number];
