import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { callCli } from '../helpers/call-cli.ts';
import { snapshot, tempDir } from '../helpers/project.ts';

const cli = (...args: string[]) => callCli(PROJECT.root, args);

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
    const { code, stdout } = await cli(
      'host-config',
      'nginx',
      '--out',
      out,
      '--port',
      '8080',
      '--base-url',
      'https://www.example.org',
    );
    expect(code).toBe(0);
    expect(stdout).toContain(`root "${path.resolve(out)}";`);
    expect(stdout).toContain('listen 8080;');
    expect(stdout).toContain('server_name www.example.org;');
    expect(stdout).not.toContain('brotli_static');
    expect((await cli('host-config', 'nginx', '--out', out, '--brotli')).stdout).toContain('brotli_static on;');
  });

  it('prints a Caddy site for the site host (HTTPS), or for a port', async () => {
    expect((await cli('host-config', 'caddy', '--out', out, '--base-url', 'https://www.example.org')).stdout).toMatch(
      /^www\.example\.org \{$/m,
    );
    expect((await cli('host-config', 'caddy', '--out', out, '--port', '8081')).stdout).toMatch(/^:8081 \{$/m);
  });

  it('shows what build --host writes for Netlify, Cloudflare and GitHub Pages, and writes nothing anywhere', async () => {
    const before = await snapshot(out);
    const netlify = await cli('host-config', 'netlify', '--out', out);
    expect(netlify.code).toBe(0);
    expect(netlify.stdout).toMatch(/^\/tr\/hizmetler\/\* \/tr\/hizmetler\/404\.html 404$/m);
    expect(netlify.stderr).toContain('build --host netlify writes these files');
    const github = await cli('host-config', 'github-pages', '--out', out);
    expect(github.code).toBe(0);
    expect(github.stdout).toContain('services/index.html (a copy of services.html)');
    expect(await snapshot(out)).toEqual(before);
  });

  it('refuses an unknown host (exit 2)', async () => {
    const unknown = await cli('host-config', 'apache', '--out', out);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown host "apache"');
  });
});
