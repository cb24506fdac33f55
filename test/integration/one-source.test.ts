/**
 * Every number is written once, in `content/site.yaml`: a new phone number there reaches every `tel:` link, the
 * chat button, the WhatsApp link, the JSON-LD and every place the number is shown, and the old digits are nowhere.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';

let copy: ProjectCopy;
let out: string;
/** Every text file of the build, by path. */
const texts = new Map<string, string>();

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  await copy.edit('content/site.yaml', (t) =>
    t.replace(/^phone: .*$/m, 'phone: "+902163334455"').replace(/^whatsapp: .*$/m, ''),
  );
  out = path.join(await tempDir('eventsite-one-source-'), 'dist');
  await build({ contentDir: copy.content, outDir: out, year: 2026 });
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(html|xml|json|txt|webmanifest)$/.test(entry.name)) {
      const file = path.join(entry.parentPath, entry.name);
      texts.set(path.relative(out, file), await readFile(file, 'utf8'));
    }
  }
}, 120_000);
afterAll(async () => {
  await copy?.remove();
  if (out) await rm(path.dirname(out), { recursive: true, force: true });
});

describe('a phone number changed once in site.yaml', () => {
  it('leaves no digit of the old office or WhatsApp number anywhere in the output', () => {
    const old = [/2125550147/, /212\s*555\s*01\s*47/, /555[\s-]?01[\s-]?47/, /5321234567/, /532\s*123\s*45\s*67/];
    const found = [...texts].flatMap(([file, text]) =>
      old.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`),
    );
    expect(found).toEqual([]);
  });

  it('is called, shown, chatted with and described with the new number', () => {
    const home = texts.get('index.html')!;
    const $ = cheerio.load(home);
    expect($('a[href="tel:+902163334455"]').length).toBeGreaterThan(0);
    expect($('body').text()).toContain('+90 216 333 44 55');
    expect($('a[href^="https://wa.me/902163334455?text="]').length).toBeGreaterThan(0);
    expect($('a[href="https://wa.me/902163334455"]').length).toBeGreaterThan(0);
    expect(texts.get('contact.html')).toContain('"telephone":"+902163334455"');
  });
});
