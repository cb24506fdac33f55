/**
 * The names images are published under: taken from the content that shows them, never from the file's own name
 * (`blog/IMG_2043.jpg` shown by the post `summer-wedding` publishes as `blog/summer-wedding-800.{hash}.jpg`), so a
 * camera's or a phone's numbering never reaches a URL, a search result or a visitor's downloads folder.
 */
import path from 'node:path/posix';
import type { BodyImage, Content, Localized } from '../../content/types.ts';

/**
 * The published path without extension of every image the content shows, by its path under `content/images/`:
 * its folder there and the name of the first thing that shows it, in this order: the frame's images by their role
 * in `site.yaml` (`logo`, `hero`…), then services, posts, occasions and case studies by their id, the portfolio's
 * photos by their occasion and place in it (`kina-gecesi-2`), and images in bodies by their entry and place
 * (`rsvp-guide-1`). A name another image took first gets the next free number after it.
 */
export function publishedImageNames(content: Content): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (image: string, name: string): void => {
    if (names.has(image)) return;
    const base = path.join(path.dirname(image), name);
    let stem = base;
    for (let n = 2; taken.has(stem); n++) stem = `${base}-${n}`;
    taken.add(stem);
    names.set(image, stem);
  };
  for (const [role, image] of Object.entries(content.site.images)) claim(image, role);
  for (const entry of [...content.services, ...content.posts, ...content.occasions, ...content.caseStudies])
    if (entry.image) claim(entry.image.path, entry.id);
  const perOccasion = new Map<string, number>();
  for (const photo of content.portfolio) {
    const n = (perOccasion.get(photo.occasion) ?? 0) + 1;
    perOccasion.set(photo.occasion, n);
    claim(photo.image.path, `${photo.occasion}-${n}`);
  }
  for (const { id, paths } of bodyImages(content)) paths.forEach((image, i) => claim(image, `${id}-${i + 1}`));
  return names;
}

/**
 * Each entry with a body (posts newest first, occasions, guides, case studies, pages) and the paths of the images
 * its bodies show, in every language (`PostLocale.images`), each once.
 */
export function bodyImages(content: Content): { id: string; paths: string[] }[] {
  const entries = [...content.posts, ...content.occasions, ...content.guides, ...content.caseStudies, ...content.pages];
  return entries.map((entry: { id: string; locales: Localized<{ images?: readonly BodyImage[] }> }) => ({
    id: entry.id,
    paths: [...new Set(Object.values(entry.locales).flatMap((l) => (l.images ?? []).map((image) => image.path)))],
  }));
}
