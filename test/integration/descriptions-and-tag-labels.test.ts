/**
 * A post's `description` front matter, a tag without an English label and the
 * lowest indicative service price (LocalBusiness `priceRange`), built from a copy of the bundled content changed
 * the way an editor would change it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

const DESCRIPTION =
  'When to send invitations, when to close replies and how to chase the last ones: our RSVP guide for weddings and corporate events.';
let project: ProjectCopy;
const page = (file: string) => cheerio.load(readFileSync(path.join(project.file('dist'), file), 'utf8'));

beforeAll(async () => {
  project = await copyProject({ only: ['content'] });
  await project.edit('content/blog/rsvp-guide.en.md', (t) =>
    t.replace(/^description: .*$/m, `description: "${DESCRIPTION}"`),
  );
  // The Turkish post without a description of its own: its description is made from its body.
  await project.edit('content/blog/rsvp-guide.tr.md', (t) => t.replace(/^description: .*\n/m, ''));
  // "Trendler" loses its English label: English pages show it as the posts write it.
  await project.edit('content/tags.yaml', (t) => t.replace(/^Trendler: .*\n/m, ''));
  // The lowest indicative price of all services becomes the LocalBusiness priceRange: make it a known one.
  await project.edit('content/services/consultancy.en.yaml', (t) => t.replace(/^(\s*from: \[)\d+/m, '$112500'));
  await build({ contentDir: project.content, outDir: project.file('dist'), year: 2026 });
}, 120_000);
afterAll(() => project?.remove());

describe('a post description set in front matter', () => {
  it('is the meta, Open Graph and Twitter description and the BlogPosting description of that language', () => {
    const $ = page('blog/rsvp-guide.html');
    expect($('meta[name=description]').attr('content')).toBe(DESCRIPTION);
    expect($('meta[property="og:description"]').attr('content')).toBe(DESCRIPTION);
    expect($('meta[name="twitter:description"]').attr('content')).toBe(DESCRIPTION);
    const data = JSON.parse($('script[type="application/ld+json"]').first().text()) as {
      '@type': string;
      description: string;
    };
    expect(data).toMatchObject({ '@type': 'BlogPosting', description: DESCRIPTION });
  });

  it('leaves the other language with the description made from its body', () => {
    const $ = page('tr/blog/rsvp-guide.html');
    const description = $('meta[name=description]').attr('content')!;
    expect(description).not.toBe(DESCRIPTION);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('a tag without an English label', () => {
  it('shows the Turkish label on English pages, marked lang="tr", in the tag list, heading, title and description', () => {
    const post = page('blog/2025-wedding-invitation-trends.html');
    const link = post('.post-footer .tags a[href="/tags/trendler"]');
    expect(link.text()).toBe('Trendler');
    expect(link.attr('lang')).toBe('tr');
    expect(
      post('.post-footer .tags a[href="/tags/düğün"], .post-footer .tags a[href="/tags/d%C3%BC%C4%9F%C3%BCn"]').attr(
        'lang',
      ),
    ).toBe('en');
    const $ = page('tags/trendler.html');
    expect($('h1').text()).toBe('Tag: Trendler');
    expect($('h1 span[lang=tr]').text()).toBe('Trendler');
    expect($('.hero .lead span[lang=tr]').text()).toBe('Trendler');
    expect($('title').text()).toBe('Articles tagged “Trendler” | Kadife Events');
    expect($('meta[name=description]').attr('content')).toContain('Trendler');
    const tr = page('tr/tags/trendler.html');
    expect(tr('h1').text()).toBe('Etiket: Trendler');
    expect(tr('h1 [lang]')).toHaveLength(0);
  });
});

describe('services with indicative prices', () => {
  it('give the LocalBusiness data a priceRange from the lowest, as the page language writes it', () => {
    const priceRange = (file: string) =>
      JSON.parse(page(file)('script[type="application/ld+json"]').first().text()) as {
        '@type': string;
        priceRange?: string;
      };
    expect(priceRange('index.html')).toMatchObject({ '@type': 'LocalBusiness', priceRange: 'from ₺12,500' });
    expect(priceRange('contact.html').priceRange).toBe('from ₺12,500');
    expect(priceRange('tr.html').priceRange).toMatch(/^₺12\.500/);
  });
});
