/**
 * The GitHub Actions workflow that publishes the site (`.github/workflows/deploy.yml`): valid against the
 * workflow schema, and doing what the README's Deploy section says, in that order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT } from '../../../src/core/project-layout.ts';

const source = readFileSync(path.join(PROJECT.root, '.github/workflows/deploy.yml'), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  steps: Step[];
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
}
const workflow = parse(source) as {
  permissions?: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
};

/**
 * The major of each action the workflow uses, and the inputs its `action.yml` documents at that major (actions/checkout
 * v7, setup-node v7, cache v6, configure-pages v6, upload-pages-artifact v5, deploy-pages v5: the majors on Node 24,
 * Node 20 having reached its end of life on 2026-04-30).
 */
const ACTIONS: Record<string, { major: string; inputs: readonly string[] }> = {
  'actions/checkout': {
    major: 'v7',
    inputs: [
      'repository',
      'ref',
      'token',
      'ssh-key',
      'ssh-known-hosts',
      'ssh-strict',
      'ssh-user',
      'persist-credentials',
      'path',
      'clean',
      'filter',
      'sparse-checkout',
      'sparse-checkout-cone-mode',
      'fetch-depth',
      'fetch-tags',
      'show-progress',
      'reference',
      'lfs',
      'submodules',
      'set-safe-directory',
      'github-server-url',
    ],
  },
  'actions/setup-node': {
    major: 'v7',
    inputs: [
      'node-version',
      'node-version-file',
      'architecture',
      'check-latest',
      'registry-url',
      'scope',
      'token',
      'cache',
      'package-manager-cache',
      'cache-dependency-path',
      'mirror',
      'mirror-token',
    ],
  },
  'actions/cache': {
    major: 'v6',
    inputs: [
      'path',
      'key',
      'restore-keys',
      'upload-chunk-size',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
    ],
  },
  'actions/configure-pages': {
    major: 'v6',
    inputs: ['static_site_generator', 'generator_config_file', 'token', 'enablement'],
  },
  'actions/upload-pages-artifact': { major: 'v5', inputs: ['name', 'path', 'retention-days', 'include-hidden-files'] },
  'actions/deploy-pages': {
    major: 'v5',
    inputs: ['token', 'timeout', 'error_count', 'reporting_interval', 'artifact_name', 'preview'],
  },
};

/** Every step that uses an action, with its job. */
const actionSteps = Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
  steps
    .filter((s) => s.uses)
    .map((step) => ({ job, step, name: step.uses!.split('@')[0]!, ref: step.uses!.split('@')[1]! })),
);

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
    // The cache holds data only (no compiled CLI to drop from it: the install compiles that into lib/).
    expect(steps[cache]!.with?.path).toBe('.eventsite-cache');
    expect(steps.some((s) => s.run?.includes('.eventsite-cache/cli'))).toBe(false);
    // The smoke check waits for the server to answer, for a bounded time, instead of sleeping.
    expect(steps[smoke]!.run).not.toMatch(/\bsleep\b/);
    expect(steps[smoke]!.run).toMatch(/curl [^\n]*--retry \d+ [^\n]*--retry-connrefused [^\n]*--retry-max-time \d+/);
    expect(steps[run]!.env).toMatchObject({
      SITE_URL: '${{ vars.SITE_URL }}',
      PAGES_URL: '${{ steps.pages.outputs.base_url }}',
      EVENTSITE_CACHE_DIR: '.eventsite-cache',
    });
    expect(steps[upload]!.with).toMatchObject({ path: 'dist/', 'include-hidden-files': true });
  });

  it('deploys to GitHub Pages after the build, with only the permissions that needs', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('gives each job exactly the permissions it needs, none at the top', () => {
    expect(workflow.permissions).toEqual({});
    const permissions = Object.fromEntries(Object.entries(workflow.jobs).map(([name, job]) => [name, job.permissions]));
    expect(permissions).toEqual({
      test: { contents: 'read' },
      build: { contents: 'read', pages: 'read' },
      deploy: { pages: 'write', 'id-token': 'write' },
    });
    // configure-pages reads the Pages site: its job can.
    const configure = actionSteps.find((s) => s.name === 'actions/configure-pages')!;
    expect(workflow.jobs[configure.job]!.permissions).toMatchObject({ pages: 'read' });
  });

  it('uses each action at its current major, with only the inputs its action.yml documents', () => {
    expect(new Set(actionSteps.map((s) => s.name))).toEqual(new Set(Object.keys(ACTIONS)));
    for (const { name, ref, step } of actionSteps) {
      expect({ name, ref }).toEqual({ name, ref: ACTIONS[name]!.major });
      for (const input of Object.keys(step.with ?? {}))
        expect({ name, input, documented: ACTIONS[name]!.inputs.includes(input) }).toEqual({
          name,
          input,
          documented: true,
        });
    }
  });

  it('builds on Node 24 (the package still runs on Node 20.19 and later)', () => {
    const nodes = actionSteps.filter((s) => s.name === 'actions/setup-node').map((s) => s.step.with?.['node-version']);
    expect(nodes).toEqual([24, 24]);
    expect(
      (JSON.parse(readFileSync(path.join(PROJECT.root, 'package.json'), 'utf8')) as { engines: { node: string } })
        .engines.node,
    ).toBe('>=20.19');
  });

  it('never runs two deployments at once: build and deploy share one concurrency group, and none is cancelled halfway', () => {
    const groups = ['build', 'deploy'].map((job) => workflow.jobs[job]!.concurrency);
    expect(groups).toEqual([
      { group: 'pages', 'cancel-in-progress': false },
      { group: 'pages', 'cancel-in-progress': false },
    ]);
  });
});
