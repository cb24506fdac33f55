/**
 * An SVG saved with a script while `dev` or `build` runs, after the load judged the file safe, is published as the
 * load judged it: the bytes are never read again to be published. The save is published sanitised at the rebuild
 * it causes.
 */
import { writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { copyProject } from '../helpers/project.ts';

const HOSTILE_TAIL = '<script>window.pwned = true</script></svg>';

/**
 * A copy of the project whose about.svg holds a script, so loading warns that it sanitised it, before any image
 * is published: the hero is saved with a script at that moment, after the load found it safe.
 */
async function projectSavingDuringBuild() {
  const project = await copyProject();
  await project.edit('content/images/about.svg', (t) => t.replace('</svg>', HOSTILE_TAIL));
  const hero = project.file('content/images/hero.svg');
  const original = await project.read('content/images/hero.svg');
  const state = { saved: false };
  const log = (line: string) => {
    if (!state.saved && line.includes('content/images/about.svg')) {
      writeFileSync(hero, original.replace('</svg>', HOSTILE_TAIL));
      state.saved = true;
    }
  };
  return { project, hero, original, state, log };
}

describe('an SVG saved with a script while the site builds', () => {
  it('is published by dev as loading judged it, never as saved, and sanitised at the rebuild it causes', async () => {
    const { project, hero, original, state, log } = await projectSavingDuringBuild();
    try {
      const out = project.file('.eventsite/dev');
      const builder = new DevBuilder({
        contentDir: project.content,
        outDir: out,
        layout: project.layout,
        year: 2026,
        log,
      });
      await builder.full();
      expect(state.saved).toBe(true);
      expect(await project.read('.eventsite/dev/images/hero.svg')).toBe(original);
      await builder.update([hero]);
      const published = await project.read('.eventsite/dev/images/hero.svg');
      expect(cheerio.load(published, { xml: true }).root().children('svg')).toHaveLength(1);
      expect(published).not.toContain('<script');
    } finally {
      await project.remove();
    }
  }, 120_000);

  it('is published by build as loading judged it', async () => {
    const { project, original, state, log } = await projectSavingDuringBuild();
    try {
      const out = project.file('dist');
      await build({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026, log });
      expect(state.saved).toBe(true);
      const heroes = (await readdir(path.join(out, 'images'))).filter((n) => /^hero\b.*\.svg$/.test(n));
      expect(heroes).toHaveLength(1);
      expect(await readFile(path.join(out, 'images', heroes[0]!), 'utf8')).toBe(original);
    } finally {
      await project.remove();
    }
  }, 120_000);
});
