/** A generated content corpus for benchmarks: the bundled content plus N posts in both languages. */
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT } from '../src/project-layout.ts';

const WORDS = 'plan guests venue budget reserve colour palette invitation reply caterer lighting stage season İstanbul Bosphorus timeline supplier music photographer florist table menu rehearsal'.split(' ');
const KELIMELER = 'plan misafir mekân bütçe yedek renk palet davetiye yanıt ikram ışık sahne mevsim İstanbul Boğaz takvim tedarikçi müzik fotoğrafçı çiçekçi masa menü prova'.split(' ');
const TAGS = ['Düğün', 'Nişan', 'Davetiye', 'LCV', 'Doğum Günü', 'Festival', 'Dekorasyon', 'Teknik Destek', 'Etkinlik Planlama', 'Renk ve Tema'];
const IMAGES = ['rsvp-guide', 'birthday-party-ideas', 'event-colors-and-themes', 'festival-event-decorations'];

function paragraph(words: string[], seed: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(words[(seed * 7 + i * 13) % words.length]!);
  return `${out.join(' ')}.`.replace(/^./, (c) => c.toLocaleUpperCase('tr'));
}

/** A copy of the bundled content with `count` extra generated posts in both languages. */
export async function generateCorpus(count: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'eventsite-bench-corpus-'));
  const dir = path.join(root, 'content');
  await cp(PROJECT.content, dir, { recursive: true });
  const start = Date.UTC(2024, 11, 1);
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const slug = `generated-post-${String(i + 1).padStart(4, '0')}`;
      const date = new Date(start - i * 86_400_000).toISOString().slice(0, 10);
      const body = (words: string[]) => Array.from({ length: 6 }, (_, p) => `${p % 3 === 0 ? `## ${paragraph(words, i + p, 3)}\n\n` : ''}${paragraph(words, i + p, 60)}`).join('\n\n');
      await writeFile(
        path.join(dir, `blog/${slug}.en.md`),
        `---\ntitle: "Generated article ${i + 1}"\nexcerpt: "A generated article for the benchmark corpus."\ndate: ${date}\nimage: blog/${IMAGES[i % IMAGES.length]}.svg\nimageAlt: "Illustration"\ntags: ["${TAGS[i % TAGS.length]}", "${TAGS[(i * 3 + 1) % TAGS.length]}"]\n---\n${body(WORDS)}\n\n[Contact us](/contact).\n`,
      );
      await writeFile(
        path.join(dir, `blog/${slug}.tr.md`),
        `---\ntitle: "Üretilmiş yazı ${i + 1}"\nexcerpt: "Kıyaslama derlemi için üretilmiş bir yazı."\nimageAlt: "Çizim"\n---\n${body(KELIMELER)}\n\n[Bize ulaşın](/tr/iletisim).\n`,
      );
    }),
  );
  return dir;
}

