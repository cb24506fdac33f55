/**
 * A generated content corpus for benchmarks: realistic posts (about 600 words per language, headings, lists,
 * links, a blockquote, Turkish letters), made by a pure function so the same posts can be written out for
 * eventsite (`corpus-writer.ts`) and for other generators (`scripts/compare/`). The words are in `corpus-phrases.ts`.
 */
import { EN_PHRASES, TR_PHRASES, type Phrases } from './corpus-phrases.ts';
import { random } from './random.ts';

/** The text of one post in one language. */
export interface CorpusText {
  /** Plain-text title. */
  title: string;
  /** One-sentence summary (the card and meta description). */
  excerpt: string;
  /** Alternative text of the post's image. */
  imageAlt: string;
  /** Markdown body (no front matter); its links are root-relative URLs of pages every compared site has. */
  body: string;
}

/** A generated post in both languages. */
export interface CorpusPost {
  /** URL slug, the same in both languages: `generated-post-0007`. */
  slug: string;
  /** Publication date, `YYYY-MM-DD`, always in the past. */
  date: string;
  /** Image path under `content/images/`: one of the bundled blog SVGs, e.g. `blog/rsvp-guide.svg`. */
  image: string;
  /** Tags, spelled exactly as keys of `content/tags.yaml` (Turkish labels). */
  tags: string[];
  /** English text. */
  en: CorpusText;
  /** Turkish text. */
  tr: CorpusText;
}

/** Tags of `content/tags.yaml` (every one is used by the bundled posts too, so the file stays valid). */
export const CORPUS_TAGS = [
  'Davetiye',
  'Dekorasyon',
  'Dijital Davetiye',
  'Doğum Günü',
  'Düğün',
  'Etkinlik Planlama',
  'Festival',
  'İstanbul Düğünü',
  'Kurumsal Etkinlik',
  'LCV',
  'Nişan',
  'Renk ve Tema',
  'Teknik Destek',
  'Trendler',
];
/** English display labels of {@link CORPUS_TAGS}, as in `content/tags.yaml`. */
export const TAG_LABELS_EN: Readonly<Record<string, string>> = {
  Davetiye: 'Invitations',
  Dekorasyon: 'Decoration',
  'Dijital Davetiye': 'Digital Invitations',
  'Doğum Günü': 'Birthday',
  Düğün: 'Wedding',
  'Etkinlik Planlama': 'Event Planning',
  Festival: 'Festival',
  'İstanbul Düğünü': 'Istanbul Wedding',
  'Kurumsal Etkinlik': 'Corporate Events',
  LCV: 'RSVP',
  Nişan: 'Engagement',
  'Renk ve Tema': 'Colour and Theme',
  'Teknik Destek': 'Technical Support',
  Trendler: 'Trends',
};
/** The bundled blog illustrations, `content/images/blog/<name>.svg`. */
export const CORPUS_IMAGES = [
  '2025-wedding-invitation-trends',
  'birthday-party-ideas',
  'event-colors-and-themes',
  'event-planning-mistakes',
  'festival-event-decorations',
  'how-to-plan-perfect-engagement',
  'rsvp-guide',
  'technical-support-for-events',
  'why-digital-invitations',
];

/** The slug of the n-th generated post (1-based). */
export function corpusSlug(n: number): string {
  return `generated-post-${String(n).padStart(4, '0')}`;
}

/** The body of post `n` of `count` in one language: about 600 words. */
function body(p: Phrases, n: number, count: number): string {
  const rnd = random(n * 2654435761);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const shuffled = <T>(xs: readonly T[]): T[] =>
    xs
      .map((x) => [rnd(), x] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);
  // Sentences and list items are dealt from shuffled decks, so no post repeats one.
  const sentences = shuffled(p.sentences);
  const items = shuffled(p.items);
  const paragraph = (k: number) => sentences.splice(0, k).join(' ');
  const list = (k: number) => items.splice(0, k);
  const other = () => corpusSlug(((n + Math.floor(rnd() * (count - 1))) % count) + 1);
  const link = (text: string, href: string) => `[${text}](${href})`;
  const headings = shuffled(p.headings);
  const withLinks = (text: string) =>
    `${text} ${p.seeAlso(link(pick(p.postLink), p.post(other())), link(pick(p.postLink), p.post(other())))}`;
  return [
    paragraph(4),
    `## ${headings[0]}`,
    paragraph(5),
    list(4)
      .map((item) => `- ${item}`)
      .join('\n'),
    `## ${headings[1]}`,
    withLinks(paragraph(4)),
    list(5)
      .map((item, i) => `${i + 1}. ${item}`)
      .join('\n'),
    `## ${headings[2]}`,
    paragraph(5),
    `> ${pick(p.quotes)}`,
    `## ${headings[3]}`,
    paragraph(4),
    withLinks(paragraph(3)),
    p.closing
      .replace('{contact}', link(p.contact.text, p.contact.href))
      .replace('{blog}', link(p.blog.text, p.blog.href)),
  ].join('\n\n');
}

/**
 * The generated posts, a pure function of `count`: post n (1-based) is dated n days before 2024-12-01, shows one
 * of {@link CORPUS_IMAGES}, has two or three of {@link CORPUS_TAGS} and links other generated posts (so `count`
 * must be at least 2 for those links to have a target other than the post itself).
 * @param count - posts per language.
 */
export function generatePosts(count: number): CorpusPost[] {
  const start = Date.UTC(2024, 11, 1);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const rnd = random(n);
    const tags = [
      ...new Set(Array.from({ length: 2 + (n % 2) }, () => CORPUS_TAGS[Math.floor(rnd() * CORPUS_TAGS.length)]!)),
    ];
    const text = (p: Phrases): CorpusText => {
      const topic = p.topics[i % p.topics.length]!;
      return {
        title: `${topic}${p.titleSuffix(n)}`,
        excerpt: p.excerpt(topic),
        imageAlt: p.alt,
        body: body(p, n, count),
      };
    };
    return {
      slug: corpusSlug(n),
      date: new Date(start - n * 86_400_000).toISOString().slice(0, 10),
      image: `blog/${CORPUS_IMAGES[i % CORPUS_IMAGES.length]}.svg`,
      tags,
      en: text(EN_PHRASES),
      tr: text(TR_PHRASES),
    };
  });
}

/** Words in a markdown body (runs of letters or digits; markup and URLs count too, roughly). */
export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
