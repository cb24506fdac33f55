/**
 * The hosts that have no local runtime, as their documentation describes them, answering a request from a built
 * folder: Netlify (its `_redirects`: forced rules, then files with Pretty URLs, then the other rules, then the root
 * `404.html`; the edge removes a trailing slash before matching), GitHub Pages (files only: `/x` from `x.html`,
 * `x/` from `x/index.html`, a folder's name redirected to `x/`, every miss the root `404.html`) and CloudFront in
 * front of S3 (the recipe's function, then the key, then the error response `/404.html` with 404). The probe of
 * `host-probe.ts` runs against them: they are the rule files' tests, not the hosts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProbeAnswer } from './host-probe.ts';
import { tempDir } from './project.ts';

/** A host as a function of the path (percent-encoded, with query) it is sent. */
export type HostModel = (target: string) => ProbeAnswer;

/** Path and query of a target; the path decoded as a file name. */
function split(target: string): { pathname: string; query: string; file: string } {
  const [pathname = '', query = ''] = target.split(/\?(.*)/s);
  return { pathname, query: query ? `?${query}` : '', file: decodeURIComponent(pathname) };
}

/** The folder's files as a host reads them. */
function folderOf(dir: string) {
  const isFile = (file: string) => existsSync(path.join(dir, file)) && statSync(path.join(dir, file)).isFile();
  const isFolder = (file: string) => existsSync(path.join(dir, file)) && statSync(path.join(dir, file)).isDirectory();
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return { isFile, isFolder, read, serve: (file: string, status = 200): ProbeAnswer => ({ status, body: read(file) }) };
}

/** Netlify serving `dir` with its `_redirects` (see the module comment). */
export function netlifyModel(dir: string): HostModel {
  const folder = folderOf(dir);
  const rules = folder
    .read('_redirects')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from = '', to = '', status = ''] = l.split(/\s+/);
      return { from: decodeURIComponent(from), to, status: Number.parseInt(status, 10), force: status.endsWith('!') };
    });
  const matches = (from: string, file: string) =>
    from.endsWith('/*') ? file.startsWith(from.slice(0, -1)) : from === file;
  const apply = (rule: (typeof rules)[number], file: string, query: string): ProbeAnswer => {
    const to = rule.to.replace(':splat', rule.from.endsWith('/*') ? file.slice(rule.from.length - 1) : '');
    return rule.status === 301
      ? { status: 301, location: `${to}${query}` }
      : folder.serve(decodeURIComponent(to), rule.status);
  };
  return (target) => {
    const { pathname, query, file: raw } = split(target);
    const file = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const forced = rules.find((r) => r.force && matches(r.from, file));
    if (forced) return apply(forced, file, query);
    if (raw.endsWith('/') && raw !== '/' && folder.isFile(`${file}.html`))
      return { status: 301, location: `${pathname.replace(/\/+$/, '')}${query}` };
    for (const candidate of [raw, `${file}.html`, `${file}/index.html`])
      if (folder.isFile(candidate)) return folder.serve(candidate);
    const rule = rules.find((r) => !r.force && matches(r.from, file));
    return rule ? apply(rule, file, query) : folder.serve('404.html', 404);
  };
}

/** GitHub Pages serving `dir` (see the module comment). */
export function githubPagesModel(dir: string): HostModel {
  const folder = folderOf(dir);
  return (target) => {
    const { pathname, query, file } = split(target);
    if (file.endsWith('/'))
      return folder.isFile(`${file}index.html`) ? folder.serve(`${file}index.html`) : folder.serve('404.html', 404);
    if (folder.isFile(file)) return folder.serve(file);
    if (folder.isFile(`${file}.html`)) return folder.serve(`${file}.html`);
    if (folder.isFolder(file)) return { status: 301, location: `${pathname}/${query}` };
    return folder.serve('404.html', 404);
  };
}

/** A CloudFront Function's answer: a response, or the request it passes on. */
export type FunctionAnswer = { uri?: string; statusCode?: number; headers?: { location: { value: string } } };

/** The CloudFront Function of an S3 recipe (`host-config s3`) as CloudFront runs it: its code, loaded from a file. */
export async function cloudFrontFunctionOf(recipe: string): Promise<(event: object) => FunctionAnswer> {
  const code = recipe.slice(recipe.indexOf('var ALIASES'), recipe.indexOf('# Plain S3 website'));
  const dir = await tempDir('eventsite-cloudfront-');
  try {
    const file = path.join(dir, 'function.mjs');
    await writeFile(file, `${code}\nexport { handler };\n`);
    return ((await import(pathToFileURL(file).href)) as { handler: (event: object) => FunctionAnswer }).handler;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * CloudFront with the recipe's `handler` in front of an S3 bucket holding `dir` (see the module comment).
 * @param handler - the CloudFront Function of `host-config s3`.
 */
export function cloudFrontModel(dir: string, handler: (event: object) => FunctionAnswer): HostModel {
  const folder = folderOf(dir);
  return (target) => {
    const { pathname, query } = split(target);
    const querystring = Object.fromEntries([...new URLSearchParams(query)].map(([name, value]) => [name, { value }]));
    const answer = handler({ request: { uri: pathname, querystring } });
    if (answer.statusCode) return { status: answer.statusCode, location: answer.headers?.location.value };
    const key = decodeURIComponent(answer.uri ?? pathname);
    return folder.isFile(key) ? folder.serve(key) : folder.serve('404.html', 404);
  };
}
