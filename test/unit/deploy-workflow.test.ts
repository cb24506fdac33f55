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

  it('installs, runs the README test command, builds with the production address, then uploads dist/', () => {
    const steps = workflow.jobs.build!.steps;
    const index = (match: (s: Step) => boolean) => steps.findIndex(match);
    const install = index((s) => s.run === 'npm ci');
    const test = index((s) => s.run === 'npm test');
    const build = index((s) => s.run?.startsWith('npm run build -- --base-url') ?? false);
    const hostConfig = index((s) => s.run === 'node bin/eventsite.js host-config github-pages');
    const upload = index((s) => s.uses?.startsWith('actions/upload-pages-artifact@') ?? false);
    expect([install, test, build, hostConfig, upload].every((i) => i >= 0)).toBe(true);
    expect(install < test && test < build && build < hostConfig && hostConfig < upload).toBe(true);
    expect(steps[build]!.env?.SITE_URL).toBe('${{ vars.SITE_URL }}');
    expect(steps[upload]!.with?.path).toBe('dist/');
    const readme = readFileSync(path.join(PROJECT.root, 'README.md'), 'utf8');
    expect(readme).toContain('```sh\nnpm test\n```');
  });

  it('deploys to GitHub Pages after the build, with only the permissions that needs', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});
