/**
 * Nothing invented passes as real: `check --launch` lists every sample and fictional default the company must replace
 * or supply, each at its file and line, and exits 1 while any remain; content with everything supplied passes it. The
 * built site labels each sample in the page's language and gives it no stars.
 */
import { readFile, writeFile } from 'node:fs/promises';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

interface Report {
  ok: boolean;
  problems: { severity: string; kind: string; file?: string; line?: number; field?: string; message: string }[];
}

let project: ProjectCopy;
let site: BuiltSite;

beforeAll(async () => {
  [project, site] = await Promise.all([copyProject(), buildSite()]);
}, 240_000);
afterAll(() => project?.remove());

/** The launch items of `check --launch --json` on the copy's content. */
async function launchCheck(): Promise<{ code: number; items: Report['problems']; report: Report }> {
  const run = await callCli(project.dir, ['check', '--launch', '--json', '--content', project.content]);
  const report = JSON.parse(run.stdout) as Report;
  return { code: run.code, items: report.problems.filter((p) => p.kind === 'LaunchItem'), report };
}

/** The 1-based line of the first line of `file` (in the copy) that matches `pattern`. */
async function lineOf(file: string, pattern: RegExp, from = 0): Promise<number> {
  const lines = (await project.read(file)).split('\n');
  return lines.findIndex((line, i) => i >= from && pattern.test(line)) + 1;
}

describe('check --launch on the bundled content', () => {
  it(
    'lists every sample, fictional default and missing setting at its file and line, and exits 1',
    { timeout: 120_000 },
    async () => {
      const { code, items } = await launchCheck();
      expect(code).toBe(1);
      const inFile = (file: string) => items.filter((i) => i.file?.endsWith(file));
      // Every sample testimonial, each at the line of its `sample: true`.
      const testimonials = inFile('content/testimonials.yaml');
      expect(testimonials).toHaveLength(10);
      expect(testimonials[0]).toMatchObject({
        field: 'items[0].sample',
        line: await lineOf('content/testimonials.yaml', /^\s+sample: true/),
      });
      // Every sample case study.
      const caseStudies = (await fg('case-studies/*.en.md', { cwd: project.content })).sort();
      expect(caseStudies.length).toBeGreaterThan(0);
      for (const file of caseStudies) {
        expect(inFile(`content/${file}`)).toContainEqual(
          expect.objectContaining({ field: 'sample', line: await lineOf(`content/${file}`, /^sample: true/) }),
        );
      }
      // The company's registered details and the settings a launched site needs.
      const site = inFile('content/site.yaml');
      expect(site).toContainEqual(
        expect.objectContaining({
          field: 'company.mersis',
          line: await lineOf('content/site.yaml', /^\s+mersis:/),
          message: expect.stringContaining('MERSİS'),
        }),
      );
      expect(site).toContainEqual(expect.objectContaining({ field: 'company.taxOffice' }));
      // A comment on the next line that starts in another column is not the marker's comment going on.
      const taxNumber = site.find((i) => i.field === 'company.taxNumber');
      expect(taxNumber?.message).toContain('tax number');
      expect(taxNumber?.message).not.toContain('kep');
      expect(site).toContainEqual(expect.objectContaining({ field: 'company.kep' }));
      expect(site).toContainEqual(expect.objectContaining({ field: 'enquiry.endpoint' }));
      // A comment that only mentions the marker is prose, not an item.
      expect(site.map((i) => i.line)).not.toContain(await lineOf('content/site.yaml', /Every value marked REPLACE/));
    },
  );

  it('passes once the company has supplied everything', { timeout: 120_000 }, async () => {
    const files = await fg(['**/*.yaml', '**/*.md'], { cwd: project.content, absolute: true });
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      const supplied = text
        .replace(/^(\s*)sample: true.*$/gm, '$1sample: false')
        .replace(/\bREPLACE before launch\b/g, 'confirmed')
        .replace(/#(\s*)REPLACE\b:?/g, '#$1confirmed:');
      if (supplied !== text) await writeFile(file, supplied);
    }
    await project.edit('content/site.yaml', (t) =>
      t
        .replace(/^ {2}# kep: \S+/m, '  kep: kadifeetkinlik@hs01.kep.tr')
        .replace(
          /^# enquiry:\n#\s+endpoint: \S+(.*)\n#\s+provider: post(.*)$/m,
          'enquiry:\n  endpoint: https://forms.example.com/f/kadife\n  provider: post',
        ),
    );
    const { code, items, report } = await launchCheck();
    expect(items).toEqual([]);
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('samples on the built site', () => {
  it('labels every sample testimonial in the page language and shows no stars for it', () => {
    for (const [locale, label] of [
      ['en', 'Example review'],
      ['tr', 'Örnek yorum'],
    ] as const) {
      const home = site.table.routes.find((r) => r.type.kind === 'home' && r.locale === locale)!;
      const $ = site.page(home.output);
      const quotes = $('.testimonials .quote');
      expect(quotes.length).toBe(site.content.testimonials.length);
      quotes.each((_, quote) => {
        expect($(quote).find('.sample-label').text()).toBe(label);
        expect($(quote).find('.stars').length).toBe(0);
        expect($(quote).find('.translated').length).toBe(0);
      });
    }
  });

  it('labels a sample case study on its page and its card, and no structured data calls it a review', () => {
    const study = site.content.caseStudies[0]!;
    expect(study.shared.sample).toBe(true);
    const route = site.table.routes.find((r) => r.type.kind === 'caseStudy' && r.locale === 'tr' && r.item === study)!;
    const $ = site.page(route.output);
    expect($('.sample-notice .sample-label').text()).toBe('Örnek proje');
    const list = site.table.routes.find((r) => r.type.kind === 'caseStudies' && r.locale === 'en')!;
    expect(site.page(list.output)('.card .sample-label').first().text()).toBe('Example project');
    for (const file of site.htmlFiles) {
      const jsonLd = site.page(file)('script[type="application/ld+json"]').text();
      expect(jsonLd, file).not.toMatch(/"(Review|AggregateRating)"/);
    }
  });
});
