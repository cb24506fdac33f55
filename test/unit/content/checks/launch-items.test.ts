/** The launch check's REPLACE comments: a comment goes on over the aligned comment lines below it, and only those. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLaunchItems } from '../../../../src/content/checks/launch-items.ts';
import { tempDir } from '../../../helpers/project.ts';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

async function itemsOf(siteYaml: string) {
  const dir = await tempDir();
  made.push(dir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'site.yaml'), siteYaml);
  return findLaunchItems(dir);
}

describe('a REPLACE comment', () => {
  it('takes every aligned comment line under it, however many', async () => {
    const items = await itemsOf(
      [
        'enquiry: { provider: netlify }',
        'company:',
        '  kep: x@hs01.kep.tr   # REPLACE: the KEP address,',
        '                       # which the privacy notice shows,',
        '                       # and which data subjects write to',
        '                       # for their applications',
        '  name: Kadife',
      ].join('\n'),
    );
    const kep = items.find((i) => i.field === 'company.kep');
    expect(kep?.line).toBe(3);
    expect(kep?.needed).toContain('for their applications');
  });

  it('stops at a comment line that starts in another column', async () => {
    const items = await itemsOf(
      [
        'enquiry: { provider: netlify }',
        'company:',
        '  taxNumber: "1"   # REPLACE: the tax number',
        '  # kep: x@hs01.kep.tr',
      ].join('\n'),
    );
    const tax = items.find((i) => i.field === 'company.taxNumber');
    expect(tax?.needed).toContain('the tax number');
    expect(tax?.needed).not.toContain('kep');
  });
});
