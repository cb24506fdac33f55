import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { runCli, snapshot, tempDir } from '../helpers/project.ts';

const cli = (...args: string[]) => runCli(PROJECT.root, args);

let work: string;
let out: string;
beforeAll(async () => {
  work = await tempDir('eventsite-host-config-');
  out = path.join(work, 'dist');
  const { code } = await cli('build', '--out', out, '--base-url', 'https://www.example.org');
  expect(code).toBe(0);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('eventsite host-config', () => {
  it('prints the nginx configuration with the output folder as root, the port and the site host', async () => {
    const { code, stdout } = await cli('host-config', 'nginx', '--out', out, '--port', '8080', '--base-url', 'https://www.example.org');
    expect(code).toBe(0);
    expect(stdout).toContain(`root "${path.resolve(out)}";`);
    expect(stdout).toContain('listen 8080;');
    expect(stdout).toContain('server_name www.example.org;');
    expect(stdout).not.toContain('brotli_static');
    expect((await cli('host-config', 'nginx', '--out', out, '--brotli')).stdout).toContain('brotli_static on;');
  });

  it('prints a Caddy site for the site host (HTTPS), or for a port', async () => {
    expect((await cli('host-config', 'caddy', '--out', out, '--base-url', 'https://www.example.org')).stdout).toMatch(/^www\.example\.org \{$/m);
    expect((await cli('host-config', 'caddy', '--out', out, '--port', '8081')).stdout).toMatch(/^:8081 \{$/m);
  });

  it('writes _redirects (Netlify, Cloudflare) and .nojekyll with folder copies (GitHub Pages) into the build', async () => {
    const netlify = await cli('host-config', 'netlify', '--out', out);
    expect(netlify.code).toBe(0);
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toMatch(/^\/tr\/hizmetler\/\* \/tr\/hizmetler\/404\.html 404$/m);
    const github = await cli('host-config', 'github-pages', '--out', out);
    expect(github.code).toBe(0);
    expect((await lstat(path.join(out, '.nojekyll'))).isFile()).toBe(true);
    expect(await readFile(path.join(out, 'services/index.html'), 'utf8')).toBe(await readFile(path.join(out, 'services.html'), 'utf8'));
    // Written into the plain output folder.
    expect((await lstat(out)).isDirectory()).toBe(true);
  });

  it('refuses to write into a folder eventsite did not build, and an unknown host (exit 2), touching nothing', async () => {
    const foreign = path.join(work, 'foreign');
    await mkdir(foreign);
    await writeFile(path.join(foreign, 'keep.txt'), 'mine');
    const before = await snapshot(foreign);
    const refused = await cli('host-config', 'netlify', '--out', foreign);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not a folder built by eventsite');
    expect(await snapshot(foreign)).toEqual(before);
    const unknown = await cli('host-config', 'apache', '--out', out);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown host "apache"');
    expect(await readdir(foreign)).toEqual(['keep.txt']);
  });
});
