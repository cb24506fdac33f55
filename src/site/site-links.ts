/**
 * Outbound links made from the site configuration (docs/decisions.md, "Site configuration"): chat, telephone, e-mail
 * and maps, and the phone number as shown. Every one comes from one field of `site.yaml` (a number is written once).
 * These are external URLs, so they live here rather than in the route table.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import type { Site } from '../content/schemas.ts';

/** The WhatsApp number's link, `https://wa.me/{digits}` (its E.164 form without `+`; `whatsapp`, else `phone`). */
export function whatsappUrl(site: Site): string {
  return `https://wa.me/${(site.whatsapp ?? site.phone).replace(/\D/g, '')}`;
}

/** The chat link: the WhatsApp link with a prefilled message in the page's language, `?text={message}`. */
export function chatUrl(site: Site, message: string): string {
  return `${whatsappUrl(site)}?text=${encodeURIComponent(message)}`;
}

/** The office's number as people read it: `phoneDisplay`, else the international form of `phone` (`+90 212 555 01 47`). */
export function phoneDisplay(site: Site): string {
  return site.phoneDisplay ?? parsePhoneNumberWithError(site.phone).formatInternational();
}

/** `tel:` link with the E.164 number. */
export function telUrl(site: Site): string {
  return `tel:${site.phone}`;
}

/** `mailto:` link. */
export function mailtoUrl(site: Site): string {
  return `mailto:${site.email}`;
}

/** A maps-site link to the office (always shown on the contact page, map or no map). */
export function mapsUrl(site: Site): string {
  const { latitude, longitude } = site.map;
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/** The full-page OpenStreetMap view of the office (the map button's target without JavaScript). */
export function openStreetMapUrl(site: Site): string {
  const { latitude, longitude, zoom } = site.map;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** The origin of the embedded map: the only frame the Content-Security-Policy allows. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The embeddable OpenStreetMap frame, loaded only on request (docs/decisions.md, "Map on request"). */
export function mapEmbedUrl(site: Site): string {
  const { latitude, longitude } = site.map;
  const d = 0.006;
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2].map((n) => n.toFixed(4)).join('%2C');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}
