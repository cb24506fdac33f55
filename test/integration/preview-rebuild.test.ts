/**
 * `preview` of a folder that `build` replaces while requests keep coming (a rebuild in another terminal): the
 * server follows the folder across each rebuild, answers every request with a status, and serves the new build's
 * files, whose hashed names differ from the old ones.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, runCli, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';

/** The status of a GET of `target`, or the error that ended the request (a refused or cut connection). */
function status(url: string, target: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(`${url}${target}`, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
      res.on('error', (error) => resolve(error.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.message));
    req.end();
  });
}

/** The site's stylesheet as the home page links it (`/assets/site.{hash}.css`). */
async function stylesheetOf(dir: string): Promise<string> {
  const html = await readFile(`${dir}/index.html`, 'utf8');
  const link = cheerio.load(html)('head link[rel=stylesheet][href^="/assets/site."]').attr('href');
  if (!link) throw new Error(`no stylesheet link in ${dir}/index.html`);
  return link;
}

const MAX_REQUESTS = 20_000;

describe('preview while build replaces the folder', () => {
  let project: ProjectCopy;
  let preview: RunningCli;
  let url: string;
  const answers: (number | string)[] = [];
  let before: string;
  let after: string;

  beforeAll(async () => {
    project = await copyProject();
    const built = await runCli(project.dir, ['build', '--out', 'site']);
    if (built.code !== 0) throw new Error(built.stderr);
    before = await stylesheetOf(project.file('site'));
    preview = startCli(project.dir, ['preview', '--out', 'site', '--port', '0']);
    [, url] = (await preview.waitFor(/(http:\/\/127\.0\.0\.1:\d+)/)) as unknown as [string, string];

    // Requests one after another, of pages, assets and misses, for as long as the rebuilds run (but never unbounded).
    let building = true;
    const targets = ['/', '/about', '/tr/hakkimizda', before, '/nope', '/robots.txt', '/favicon.svg'];
    const loop = (async () => {
      for (let i = 0; building && i < MAX_REQUESTS; i++) answers.push(await status(url, targets[i % targets.length]!));
    })();
    try {
      for (const mark of ['one', 'two']) {
        // A changed stylesheet: the new build's has a new hashed name.
        await project.edit('templates/styles.css', (css) => `${css}\n.rebuild-${mark} { color: red; }\n`);
        const rebuilt = await runCli(project.dir, ['build', '--out', 'site']);
        if (rebuilt.code !== 0) throw new Error(rebuilt.stderr);
      }
    } finally {
      building = false;
      await loop;
    }
    after = await stylesheetOf(project.file('site'));
  }, 300_000);
  afterAll(async () => {
    await preview?.stop();
    await project?.remove();
  });

  it('keeps running and answers every request with a status', () => {
    expect(preview.child.exitCode).toBeNull();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => typeof answer !== 'number')).toEqual([]);
    expect(answers.filter((answer) => typeof answer === 'number' && ![200, 404, 503].includes(answer))).toEqual([]);
  });

  it('serves the new build: its stylesheet, under its new hashed name, answers 200; the replaced one 404', async () => {
    expect(after).not.toBe(before);
    expect(await status(url, after)).toBe(200);
    expect(await status(url, before)).toBe(404);
    expect(await status(url, '/about')).toBe(200);
  });
});
