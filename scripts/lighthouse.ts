/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its Node API) in the system Chromium (`CHROME_PATH`, else
 * `/usr/bin/chromium`) over sites served by `eventsite preview` (the generated headers, CSP enforced):
 * - the bundled site: home, a service page, an occasion page, a guide, a post and contact, in English and Turkish;
 * - a copy of the content whose post `rsvp-guide` shows a 4000×3000 phone photo (made with sharp): that post.
 * Prints per page the four category scores, CLS, LCP and the font bytes transferred. Exits 1 when a bundled
 * page scores under 100 in a category or shifts its layout at all, or the photo post's performance is under 99.
 * Usage: node --import tsx scripts/lighthouse.ts [--runs=N] [--keep]
 *   --runs=N: audit each page N times and keep the run of median performance (scores vary with the machine's load)
 *   --keep: leave the built folders and the JSON reports in the temp folder
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { build } from '../src/commands/build/build.ts';
import { loadContent } from '../src/content/load-content.ts';
import { PROJECT } from '../src/core/project-layout.ts';
import { buildSiteRoutes } from '../src/site/pages/index.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/chromium.ts';
import { phoneJpeg, setPostImage } from '../test/helpers/photos.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const keep = process.argv.includes('--keep');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const work = await mkdtemp(path.join(tmpdir(), 'eventsite-lighthouse-'));

/** Starts a process and resolves with it and the first match of `pattern` in its output. */
function startUntil(
  command: string,
  args: string[],
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT.root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

/** `eventsite preview` of a built folder on a free port; resolves with its base URL. */
async function preview(dir: string, port: number): Promise<{ url: string; stop(): void }> {
  const { child, match } = await startUntil(
    process.execPath,
    ['bin/eventsite.js', 'preview', '--out', dir, '--port', String(port)],
    /(http:\/\/127\.0\.0\.1:\d+)/,
  );
  return { url: match[1]!, stop: () => child.kill('SIGTERM') };
}

/** The result of one page. */
interface PageResult {
  label: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcpMs: number;
  fontBytes: number;
  imageBytes: number;
}

async function auditOnce(label: string, url: string, port: number): Promise<PageResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (keep) await writeFile(path.join(work, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  return {
    label,
    url,
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fontBytes: bytesOf('Font'),
    imageBytes: bytesOf('Image'),
  };
}

/** Audits a page `runs` times; the run of median performance. */
async function audit(label: string, url: string, port: number): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(label, url, port));
  return results.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(results.length / 2)]!;
}

const print = (r: PageResult) =>
  console.log(
    [
      r.label.padEnd(26),
      CATEGORIES.map(
        (c) =>
          `${c.replace('best-practices', 'bp').replace('performance', 'perf').replace('accessibility', 'a11y')} ${r.scores[c]}`,
      ).join('  '),
      `CLS ${r.cls.toFixed(3)}`,
      `LCP ${Math.round(r.lcpMs)} ms`,
      `fonts ${r.fontBytes} B`,
      `images ${r.imageBytes} B`,
    ].join('  |  '),
  );

const chrome = await startUntil(
  chromiumPath(),
  [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${path.join(work, 'chrome')}`, 'about:blank'],
  /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
);
const chromePort = Number(chrome.match[1]);
const failures: string[] = [];
const servers: { stop(): void }[] = [];
try {
  // (a) The bundled site.
  const bundled = path.join(work, 'bundled');
  await build({ contentDir: PROJECT.content, outDir: bundled, log: () => {} });
  const table = buildSiteRoutes(await loadContent({ contentDir: PROJECT.content }));
  const site = await preview(bundled, 4300 + (process.pid % 500));
  servers.push(site);
  console.log(
    `Lighthouse ${CATEGORIES.join(', ')}; mobile preset; Chromium ${chromiumPath()}; median of ${runs} run${runs === 1 ? '' : 's'} per page\n`,
  );
  for (const locale of ['en', 'tr']) {
    for (const key of [
      'home',
      'service:corporate-events',
      'occasion:kina-gecesi',
      'guide:istanbul-venue-guide',
      'post:rsvp-guide',
      'contact',
    ]) {
      const route = table.get(key, locale);
      const result = await audit(`${locale} ${key}`, site.url + route.url, chromePort);
      print(result);
      for (const c of CATEGORIES)
        if (result.scores[c] < 100) failures.push(`${result.label}: ${c} ${result.scores[c]}`);
      if (!(result.cls === 0)) failures.push(`${result.label}: CLS ${result.cls}`);
    }
  }

  // (b) A post showing a 4000×3000 phone photo.
  const content = path.join(work, 'content');
  await cp(PROJECT.content, content, { recursive: true });
  await setPostImage(
    content,
    'rsvp-guide',
    'reception.jpg',
    await phoneJpeg({ width: 4000, height: 3000, orientation: 6 }),
  );
  const photoSite = path.join(work, 'photo');
  await build({ contentDir: content, outDir: photoSite, log: () => {} });
  const photo = await preview(photoSite, 4800 + (process.pid % 500));
  servers.push(photo);
  const result = await audit(
    'en post with a photo',
    `${photo.url}${table.get('post:rsvp-guide', 'en').url}`,
    chromePort,
  );
  print(result);
  if (result.scores.performance < 99) failures.push(`${result.label}: performance ${result.scores.performance}`);
} finally {
  for (const server of servers) server.stop();
  chrome.child.kill('SIGTERM');
  if (!keep) await rm(work, { recursive: true, force: true }).catch(() => undefined);
}

if (keep) console.log(`\nBuilt folders and reports kept in ${work}`);
if (failures.length > 0) {
  console.log(`\nBelow target:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery page meets its target.');
}
