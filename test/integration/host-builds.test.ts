/**
 * A build per host (issue 27): `build --host` writes exactly what the host reads and nothing it ignores, so the
 * folder needs no later edits. Precompressed files only for the servers that negotiate them; `_headers` only for
 * Netlify and Cloudflare Pages; `_redirects` in the host's form; alias pages only where the host cannot redirect.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import type { Host } from '../../src/output/hosts/host-config.ts';
import { CONTENT_DIR, runCli, tempDir } from '../helpers/project.ts';

let work: string;
const folders = new Map<Host, string>();
const files = new Map<Host, string[]>();

beforeAll(async () => {
  work = await tempDir('eventsite-hosts-');
  for (const host of ['nginx', 'netlify', 'github-pages', 's3'] as const) {
    const out = path.join(work, host);
    await build({ contentDir: CONTENT_DIR, outDir: out, year: 2026, host });
    folders.set(host, out);
    files.set(host, await fg('**/*', { cwd: out, dot: true }));
  }
});
afterAll(() => rm(work, { recursive: true, force: true }));

const has = (host: Host, pattern: RegExp) => files.get(host)!.some((f) => pattern.test(f));
/** An alias's redirect page: `/en/about` is one of the aliases of every default-language page (decision 2). */
const ALIAS_PAGE = /^en\/about\.html$/;

describe('build --host', () => {
  it('nginx: precompressed files and no alias pages (its configuration redirects them), no _headers or _redirects', () => {
    expect(has('nginx', /\.html\.br$/)).toBe(true);
    expect(has('nginx', ALIAS_PAGE)).toBe(false);
    expect(has('nginx', /^_headers$|^_redirects$|^\.nojekyll$/)).toBe(false);
  });

  it('netlify: _headers and forced _redirects, no alias pages to shadow them, nothing precompressed (Netlify compresses)', async () => {
    expect(has('netlify', /\.(br|gz)$/)).toBe(false);
    expect(has('netlify', ALIAS_PAGE)).toBe(false);
    const redirects = await readFile(path.join(folders.get('netlify')!, '_redirects'), 'utf8');
    expect(redirects).toMatch(/^\/en\/about \/about 301!$/m);
    expect(redirects).toMatch(/^\/404 \/404\.html 404!$/m);
    expect(await readFile(path.join(folders.get('netlify')!, '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('github-pages: .nojekyll, a page for each folder URL, alias pages, and nothing the host ignores', async () => {
    const out = folders.get('github-pages')!;
    expect(has('github-pages', /^\.nojekyll$/)).toBe(true);
    expect(await readFile(path.join(out, 'services/index.html'), 'utf8')).toBe(await readFile(path.join(out, 'services.html'), 'utf8'));
    expect(has('github-pages', ALIAS_PAGE)).toBe(true);
    expect(has('github-pages', /\.(br|gz)$|^_headers$|^_redirects$/)).toBe(false);
  });

  it('s3: alias pages for a plain S3 website, nothing precompressed, no files of other hosts', () => {
    expect(has('s3', ALIAS_PAGE)).toBe(true);
    expect(has('s3', /\.(br|gz)$|^_headers$|^_redirects$|^\.nojekyll$/)).toBe(false);
  });

  it('the CLI takes --host and refuses an unknown one (exit 2), building nothing', async () => {
    const out = path.join(work, 'cli');
    const unknown = await runCli(PROJECT.root, ['build', '--out', out, '--host', 'apache']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('apache');
    expect(await fg('**/*', { cwd: work, onlyDirectories: true, deep: 1 })).not.toContain('cli');
  });
});
