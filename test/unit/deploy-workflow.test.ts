/**
 * The GitHub Actions workflow that publishes the site (`.github/workflows/deploy.yml`): valid against the
 * workflow schema, and doing what the README's Deploy section says, in that order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT } from '../../src/core/project-layout.ts';

const source = readFileSync(path.join(PROJECT.root, '.github/workflows/deploy.yml'), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
const workflow = parse(source) as { jobs: Record<string, { needs?: string; steps: Step[]; permissions?: Record<string, string> }> };

describe('the deploy workflow', () => {
  it('is a valid GitHub Actions workflow', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('the validator refuses a broken one (the check can fail)', () => {
    expect(validateWorkflow(source.replace('runs-on:', 'runs-in:')).errors.length).toBeGreaterThan(0);
  });

  it('tests every push and pull request with the README test command', () => {
    const steps = workflow.jobs.test!.steps;
    const install = steps.findIndex((s) => s.run === 'npm ci');
    const test = steps.findIndex((s) => s.run === 'npm test');
    expect(install >= 0 && install < test).toBe(true);
    const readme = readFileSync(path.join(PROJECT.root, 'README.md'), 'utf8');
    expect(readme).toContain('```sh\nnpm test\n```');
  });

  it('deploys without waiting for the tests: a warm build for GitHub Pages at the production address, a smoke check, then dist/ with its hidden folders', () => {
    const build = workflow.jobs.build!;
    expect(build.needs).toBeUndefined();
    const steps = build.steps;
    const index = (match: (s: Step) => boolean) => steps.findIndex(match);
    // Without the test tools (Lighthouse, Eleventy, the W3C validator, wrangler …).
    const install = index((s) => s.run === 'npm ci --omit=dev');
    const cache = index((s) => s.uses?.startsWith('actions/cache@') ?? false);
    const run = index((s) => s.run?.startsWith('npm run build -- --host github-pages --base-url') ?? false);
    const smoke = index((s) => s.run?.includes('curl -fsS') ?? false);
    const upload = index((s) => s.uses?.startsWith('actions/upload-pages-artifact@') ?? false);
    expect([install, cache, run, smoke, upload].every((i) => i >= 0)).toBe(true);
    expect(install < cache && cache < run && run < smoke && smoke < upload).toBe(true);
    expect(steps.some((s) => s.run === 'npm test')).toBe(false);
    // Code is never taken from the cache: the compiled CLI is removed once the cache is restored (actions/cache
    // applies no exclusion below a cached folder), compiled again by the build, and removed before the job ends
    // (actions/cache saves at the end of the job).
    expect(steps[cache]!.with?.path).toBe('.eventsite-cache');
    const drops = steps.flatMap((s, i) => (s.run === 'rm -rf .eventsite-cache/cli' ? [i] : []));
    expect(drops).toHaveLength(2);
    expect(cache < drops[0]! && drops[0]! < run && smoke < drops[1]!).toBe(true);
    expect(steps[run]!.env).toMatchObject({ SITE_URL: '${{ vars.SITE_URL }}', PAGES_URL: '${{ steps.pages.outputs.base_url }}', EVENTSITE_CACHE_DIR: '.eventsite-cache' });
    expect(steps[upload]!.with).toMatchObject({ path: 'dist/', 'include-hidden-files': true });
  });

  it('deploys to GitHub Pages after the build, with only the permissions that needs', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});
