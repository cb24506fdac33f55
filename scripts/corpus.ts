/**
 * A generated content corpus for benchmarks: realistic posts (about 600 words per language, headings, lists,
 * links, a blockquote, Turkish letters), made by a pure function so the same posts can be written out for
 * eventsite and for other generators (`scripts/compare/`).
 */
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT } from '../src/core/project-layout.ts';
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

/** Language-specific word material; sentences are written whole so that the Turkish stays grammatical. */
interface Phrases {
  topics: string[];
  titleSuffix: (n: number) => string;
  excerpt: (topic: string) => string;
  alt: string;
  headings: string[];
  sentences: string[];
  items: string[];
  quotes: string[];
  contact: { href: string; text: string };
  blog: { href: string; text: string };
  post: (slug: string) => string;
  postLink: string[];
  seeAlso: (a: string, b: string) => string;
  closing: string;
}

const EN: Phrases = {
  topics: [
    'Planning a Bosphorus engagement dinner',
    'A winter wedding in Nişantaşı',
    'Corporate launch nights that run on time',
    'Choosing a palette for a garden party',
    'Stage and sound for a summer festival',
    'Digital invitations for a family of 300',
    'A birthday on a rooftop in Karaköy',
    'Reply deadlines that guests respect',
    'Lighting a historic hall in Beyoğlu',
    'Decoration that travels from ceremony to dinner',
  ],
  titleSuffix: (n) => `: notes from event ${n}`,
  excerpt: (topic) =>
    `${topic}, step by step: the timeline, the suppliers, the budget lines and what we would do differently next time.`,
  alt: 'Illustration of a planned event with a table, lights and an invitation card',
  headings: [
    'Start with the date and the guest count',
    'The venue decides more than you think',
    'What the budget really covers',
    'Suppliers worth booking first',
    'A timeline that survives the week',
    'Colour, light and the first impression',
    'When the weather turns',
    'Replies, seating and the final numbers',
    'On the day itself',
    'After the last guest leaves',
  ],
  sentences: [
    'Most couples we meet in İstanbul begin with a venue, but the guest count is the number that shapes every other decision.',
    'A Bosphorus terrace that seats 180 for dinner will feel empty with 90 guests and impossible with 240.',
    'We ask for a first list of names in the second meeting, even if half of them are still marked as maybe.',
    'Caterers quote per person, so a change of twenty guests moves the budget more than any choice of flowers.',
    'In spring the evenings by the water are cooler than people expect, and a heated tent costs less than a rescheduled dinner.',
    'The best suppliers in the city are booked eight to ten months ahead for Saturdays in June and September.',
    'A rehearsal the day before, even a short one, saves the first twenty minutes of the ceremony from confusion.',
    'We keep one shared timeline that every supplier can read, down to the minute the photographer needs the golden hour.',
    'Guests remember the first five minutes and the last hour; the middle of the evening forgives small mistakes.',
    'Lighting does more for a hall than another layer of decoration, and it is usually the cheaper fix.',
    'A palette of three colours and one metal is easier to keep consistent from the invitation to the table cards.',
    'For corporate evenings the client often wants a stage programme, but a shorter one keeps the room on its feet.',
    'Sound checks take longer in old stone halls in Beyoğlu, because the echo changes once the room fills with people.',
    'Transport is the line most often left out of a first budget, and shuttles from Kadıköy or the airport add up quickly.',
    'We send a short reminder a week before the reply deadline, and it brings in about a third of the missing answers.',
    'Children at a wedding need their own corner, a sitter and a menu that arrives before the adults sit down.',
    'Every contract should name what happens if the event moves, because the question always comes up once.',
    'A backup plan for rain is not a second venue; it is a tent reserved early and a decision made two days ahead.',
    'The florist and the lighting designer should meet at the venue at least once, ideally at the hour of the event.',
    'Photographers work best with a short list of must-have moments and the freedom to find the rest themselves.',
    'Music licences for public events in Türkiye go through MESAM or MSG, and the paperwork takes a few weeks.',
    'We budget ten per cent for the unexpected, and in most years we spend about half of it.',
    'Good signage matters more at a festival than at a wedding, because most guests arrive without having seen the site.',
    'A late supper at midnight, simoş or a bowl of soup, keeps the dance floor full for another hour.',
    'The week before the event belongs to confirmations: every supplier, every time, every phone number, once more.',
  ],
  items: [
    'Confirm the guest count with the caterer ten days ahead.',
    'Walk the venue at the hour of the event, not at noon.',
    'Put every supplier on one shared timeline.',
    'Reserve a tent as soon as the date is fixed.',
    'Agree on three colours and one metal.',
    'Keep a printed copy of every contract on the day.',
    'Ask the venue about its sound limit after 23:00.',
    'Name one person who answers supplier questions.',
    'Plan shuttles from the two busiest pick-up points.',
    'Test the microphones with the speakers, not only the crew.',
    'Keep ten per cent of the budget for surprises.',
    'Send the reminder a week before the reply deadline.',
  ],
  quotes: [
    'The best evening we ever planned had the shortest programme.',
    'Nobody remembers the napkins; everybody remembers a cold hall.',
    'Decide early, confirm twice, and leave the last week for details.',
    'A good timeline is one the caterer can read without calling you.',
    'Light the faces first, then the room.',
  ],
  contact: { href: '/contact', text: 'contact us' },
  blog: { href: '/blog', text: 'the blog' },
  post: (slug) => `/blog/${slug}`,
  postLink: ['our earlier notes', 'a related event', 'what we learned last season', 'another case'],
  seeAlso: (a, b) => `We wrote about this in ${a} and in ${b}.`,
  closing:
    'If you are planning something similar, we are happy to look at your dates and your guest list; {contact} or read more on {blog}.',
};

const TR: Phrases = {
  topics: [
    'Boğaz’da bir nişan yemeği planlamak',
    'Nişantaşı’nda bir kış düğünü',
    'Zamanında biten kurumsal lansman geceleri',
    'Bahçe partisi için renk paleti seçmek',
    'Yaz festivali için sahne ve ses',
    '300 kişilik bir aile için dijital davetiye',
    'Karaköy’de bir çatı katında doğum günü',
    'Misafirlerin uyduğu yanıt tarihleri',
    'Beyoğlu’nda tarihi bir salonu aydınlatmak',
    'Nikâhtan yemeğe taşınan süsleme',
  ],
  titleSuffix: (n) => `: ${n}. etkinlikten notlar`,
  excerpt: (topic) =>
    `${topic}, adım adım: takvim, tedarikçiler, bütçe kalemleri ve bir dahaki sefere neyi farklı yapacağımız.`,
  alt: 'Bir masa, ışıklar ve davetiye kartıyla planlanmış bir etkinliğin çizimi',
  headings: [
    'Tarih ve davetli sayısıyla başlayın',
    'Mekân sandığınızdan fazlasını belirler',
    'Bütçe gerçekte neyi kapsıyor?',
    'Önce ayırtılması gereken tedarikçiler',
    'Haftayı atlatan bir takvim',
    'Renk, ışık ve ilk izlenim',
    'Hava bozduğunda',
    'Yanıtlar, oturma planı ve kesin sayılar',
    'Etkinlik günü',
    'Son misafir gittikten sonra',
  ],
  sentences: [
    'İstanbul’da tanıştığımız çiftlerin çoğu işe mekânla başlıyor, ama diğer bütün kararları belirleyen sayı davetli sayısıdır.',
    'Yemekte 180 kişi alan bir Boğaz terası 90 misafirle boş, 240 misafirle ise imkânsız görünür.',
    'İkinci görüşmede, yarısı henüz belki diye işaretlenmiş olsa bile, ilk isim listesini istiyoruz.',
    'İkram firmaları kişi başı fiyat verir; bu yüzden yirmi kişilik bir değişiklik bütçeyi çiçek seçiminden çok daha fazla etkiler.',
    'İlkbaharda su kenarındaki akşamlar beklenenden serin olur ve ısıtmalı bir çadır, ertelenen bir yemekten ucuzdur.',
    'Şehrin en iyi tedarikçileri haziran ve eylül cumartesileri için sekiz ila on ay önceden dolar.',
    'Bir gün önce yapılan kısa bir prova bile töreninin ilk yirmi dakikasını karmaşadan kurtarır.',
    'Her tedarikçinin okuyabileceği tek bir ortak takvim tutuyoruz; fotoğrafçının gün batımına ihtiyaç duyduğu dakikaya kadar.',
    'Misafirler ilk beş dakikayı ve son bir saati hatırlar; gecenin ortası küçük hataları affeder.',
    'Işık, bir salona süslemenin bir katmanından daha fazlasını katar ve çoğu zaman daha ucuz çözümdür.',
    'Üç renk ve bir metalden oluşan bir paleti davetiyeden masa kartlarına kadar tutarlı tutmak daha kolaydır.',
    'Kurumsal gecelerde müşteri çoğu zaman bir sahne programı ister, ama kısa bir program salonu ayakta tutar.',
    'Beyoğlu’nun eski taş salonlarında ses kontrolü daha uzun sürer, çünkü salon dolunca yankı değişir.',
    'Ulaşım, ilk bütçelerde en sık unutulan kalemdir; Kadıköy’den ya da havalimanından servisler hızla birikir.',
    'Son yanıt tarihinden bir hafta önce kısa bir hatırlatma gönderiyoruz; eksik yanıtların üçte biri bununla gelir.',
    'Düğündeki çocukların kendi köşesine, bir bakıcıya ve büyükler oturmadan gelen bir menüye ihtiyacı vardır.',
    'Her sözleşme etkinliğin tarihi değişirse ne olacağını yazmalı, çünkü bu soru mutlaka bir kez gündeme gelir.',
    'Yağmur için yedek plan ikinci bir mekân değildir; erkenden ayırtılmış bir çadır ve iki gün önce verilmiş bir karardır.',
    'Çiçekçi ile ışık tasarımcısı mekânda en az bir kez, tercihen etkinlik saatinde buluşmalıdır.',
    'Fotoğrafçılar, kaçırılmaması gereken anların kısa bir listesiyle ve gerisini kendileri bulma özgürlüğüyle en iyi işi çıkarır.',
    'Türkiye’de halka açık etkinliklerin müzik izinleri MESAM ya da MSG üzerinden alınır ve yazışmalar birkaç hafta sürer.',
    'Beklenmedik giderler için yüzde on ayırıyoruz ve çoğu yıl bunun yaklaşık yarısını harcıyoruz.',
    'İyi yönlendirme tabelaları bir festivalde düğünden daha önemlidir, çünkü misafirlerin çoğu alanı hiç görmeden gelir.',
    'Gece yarısı ikram edilen bir işkembe çorbası ya da simit, dans pistini bir saat daha dolu tutar.',
    'Etkinlikten önceki hafta teyitlere aittir: her tedarikçi, her saat, her telefon numarası bir kez daha.',
  ],
  items: [
    'Kesin sayıyı ikram firmasına on gün önce bildirin.',
    'Mekânı öğlen değil, etkinlik saatinde gezin.',
    'Bütün tedarikçileri tek bir ortak takvime yazın.',
    'Tarih kesinleşir kesinleşmez bir çadır ayırtın.',
    'Üç renk ve bir metal üzerinde anlaşın.',
    'Etkinlik günü her sözleşmenin basılı bir kopyasını yanınızda tutun.',
    'Mekâna saat 23.00’ten sonraki ses sınırını sorun.',
    'Tedarikçilerin sorularını yanıtlayacak tek bir kişi belirleyin.',
    'En yoğun iki duraktan servis planlayın.',
    'Mikrofonları yalnızca ekiple değil, konuşmacılarla deneyin.',
    'Sürprizler için bütçenin yüzde onunu ayırın.',
    'Hatırlatmayı son yanıt tarihinden bir hafta önce gönderin.',
  ],
  quotes: [
    'Planladığımız en güzel gecenin programı en kısa olanıydı.',
    'Kimse peçeteleri hatırlamaz; herkes soğuk bir salonu hatırlar.',
    'Erken karar verin, iki kez teyit edin, son haftayı ayrıntılara bırakın.',
    'İyi bir takvim, ikram firmasının sizi aramadan okuyabildiği takvimdir.',
    'Önce yüzleri aydınlatın, sonra salonu.',
  ],
  contact: { href: '/tr/iletisim', text: 'bize ulaşın' },
  blog: { href: '/tr/blog', text: 'blogumuzda' },
  post: (slug) => `/tr/blog/${slug}`,
  postLink: ['önceki notlarımız', 'benzer bir etkinlik', 'geçen sezonun dersleri', 'başka bir örnek'],
  seeAlso: (a, b) => `Bu konuyu ${a} ve ${b} yazılarımızda da anlattık.`,
  closing:
    'Benzer bir şey planlıyorsanız tarihlerinize ve davetli listenize seve seve bakarız; {contact} ya da {blog} daha fazlasını okuyun.',
};

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
      en: text(EN),
      tr: text(TR),
    };
  });
}

/** Words in a markdown body (runs of letters or digits; markup and URLs count too, roughly). */
export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

const quote = (s: string) => JSON.stringify(s);

/** The post's two eventsite files (`blog/<slug>.en.md`, `blog/<slug>.tr.md`): the default language holds the shared fields. */
export function eventsitePostFiles(post: CorpusPost): { en: string; tr: string } {
  return {
    en: `---\ntitle: ${quote(post.en.title)}\nexcerpt: ${quote(post.en.excerpt)}\ndate: ${post.date}\nimage: ${post.image}\nimageAlt: ${quote(post.en.imageAlt)}\ntags: [${post.tags.map(quote).join(', ')}]\n---\n${post.en.body}\n`,
    tr: `---\ntitle: ${quote(post.tr.title)}\nexcerpt: ${quote(post.tr.excerpt)}\nimageAlt: ${quote(post.tr.imageAlt)}\n---\n${post.tr.body}\n`,
  };
}

/**
 * A copy of the bundled content with `count` extra generated posts in both languages.
 * @param count - generated posts per language.
 * @param options.parent - folder to create the corpus in (default: the system temp folder).
 * @returns the content folder, `<parent>/eventsite-bench-corpus-XXXXXX/content`; remove its parent when done.
 * @throws {Error} when the corpus's tags or their English labels are not those of `content/tags.yaml`.
 */
export async function generateCorpus(count: number, options: { parent?: string } = {}): Promise<string> {
  // A tag missing from tags.yaml would not fail the build (it shows its Turkish label), so check here.
  const labels = parse(await readFile(path.join(PROJECT.content, 'tags.yaml'), 'utf8')) as Record<
    string,
    { en?: string }
  >;
  const wrong = CORPUS_TAGS.filter((tag) => labels[tag]?.en !== TAG_LABELS_EN[tag]);
  if (wrong.length > 0)
    throw new Error(
      `scripts/corpus.ts: CORPUS_TAGS or TAG_LABELS_EN disagree with content/tags.yaml for ${wrong.join(', ')}`,
    );
  const root = await mkdtemp(path.join(options.parent ?? tmpdir(), 'eventsite-bench-corpus-'));
  const dir = path.join(root, 'content');
  await cp(PROJECT.content, dir, { recursive: true });
  await mkdir(path.join(dir, 'blog'), { recursive: true });
  for (const post of generatePosts(count)) {
    const files = eventsitePostFiles(post);
    await writeFile(path.join(dir, `blog/${post.slug}.en.md`), files.en);
    await writeFile(path.join(dir, `blog/${post.slug}.tr.md`), files.tr);
  }
  return dir;
}
