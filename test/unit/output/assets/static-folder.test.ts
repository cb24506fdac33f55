/**
 * The rules of `static/` without the CLI: symbolic links judged by where they lead, without following any (a loop
 * of one link or of two is found in milliseconds); SVGs sanitised; the folder itself kept inside the project; the
 * generalised link check still speaking of the content folder for content; and collisions with generated files
 * found by a pure function.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUnsafeLinks } from '../../../../src/content/source/content-files.ts';
import { projectLayout, type ProjectLayout } from '../../../../src/core/project-layout.ts';
import {
  findStaticCollisions,
  generatedOutputs,
  staticFileCollisions,
} from '../../../../src/output/assets/static-collisions.ts';
import { checkStaticFolder, readStaticFiles, staticSourceOf } from '../../../../src/output/assets/static-files.ts';
import { ContentErrors } from '../../../../src/core/errors.ts';
import { staticLinkTargets } from '../../../../src/commands/build/load-site.ts';
import { ENTITY_SVG, SCRIPTED_SVG } from '../../../helpers/hostile-images.ts';
import { tempDir } from '../../../helpers/project.ts';

let root: string;
let layout: ProjectLayout;
const file = (rel: string) => path.join(root, rel);

beforeEach(async () => {
  root = await tempDir('eventsite-static-');
  layout = projectLayout(root);
  await mkdir(layout.static);
  await writeFile(file('static/robots-note.txt'), 'hello\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The errors of the static folder as `[file relative to the project, message]`. */
async function staticErrors(): Promise<[string, string][]> {
  const { errors } = await checkStaticFolder(layout);
  return errors.map((e) => [path.relative(root, path.resolve(e.location.file!)), e.message]);
}

describe('checkStaticFolder: symbolic links', () => {
  it('refuses links to a file and a folder outside, and to the project folder, naming where they lead', async () => {
    await symlink('/etc/passwd', file('static/passwd.txt'));
    await symlink('/usr/share', file('static/share'));
    await symlink('..', file('static/up'));
    const errors = await staticErrors();
    expect(errors.sort()).toEqual([
      ['static/passwd.txt', 'is a symbolic link to /etc/passwd, outside the static folder'],
      ['static/share', 'is a symbolic link to /usr/share, outside the static folder'],
      ['static/up', expect.stringMatching(/^is a symbolic link to .*, outside the static folder$/)],
    ]);
  });

  it('refuses a link to a folder that holds it, and two links leading into each other, without walking them', async () => {
    await mkdir(file('static/a/deep'), { recursive: true });
    await mkdir(file('static/b'));
    await symlink('../..', file('static/a/deep/back'));
    await symlink('../b', file('static/a/to-b'));
    await symlink('../a', file('static/b/to-a'));
    // Walking a loop would not end, or would fail with ELOOP: it would not name these three links.
    const errors = await staticErrors();
    expect(errors.map(([f]) => f).sort()).toEqual(['static/a/deep/back', 'static/a/to-b', 'static/b/to-a']);
    expect(errors.find(([f]) => f === 'static/a/deep/back')![1]).toMatch(/a folder that holds it: a loop$/);
    expect(errors.find(([f]) => f === 'static/a/to-b')![1]).toMatch(
      /which leads back to it through .*static\/b\/to-a: a loop$/,
    );
  });

  it('refuses a link to nothing, and publishes nothing when any link is refused', async () => {
    await symlink('gone.txt', file('static/missing.txt'));
    expect(await staticErrors()).toEqual([['static/missing.txt', 'is a symbolic link to nothing']]);
    await expect(readStaticFiles(layout)).rejects.toBeInstanceOf(ContentErrors);
  });

  it('follows a link that stays inside and does not loop', async () => {
    await mkdir(file('static/docs'));
    await writeFile(file('static/docs/a.txt'), 'A\n');
    await symlink('docs', file('static/current'));
    expect(await staticErrors()).toEqual([]);
    expect((await readStaticFiles(layout)).map((f) => f.path).sort()).toEqual([
      'current/a.txt',
      'docs/a.txt',
      'robots-note.txt',
    ]);
  });

  it('refuses a static folder that is itself a link outside the project', async () => {
    await rm(layout.static, { recursive: true });
    await symlink('/etc', layout.static);
    expect(await staticErrors()).toEqual([['static', 'is a symbolic link to /etc, outside the project folder']]);
  });

  it('still speaks of the content folder when checking content', async () => {
    await mkdir(file('content'));
    await symlink('/usr/share', file('content/sys'));
    await symlink('.', file('content/self'));
    const errors = (await findUnsafeLinks(file('content'))).map((e) => e.message).sort();
    expect(errors).toEqual([
      expect.stringMatching(/^is a symbolic link to .*content, a folder that holds it: a loop$/),
      'is a symbolic link to /usr/share, outside the content folder',
    ]);
  });
});

describe('checkStaticFolder: SVGs', () => {
  it('publishes an SVG that runs script sanitised, with the warning content images get', async () => {
    await writeFile(file('static/evil.svg'), SCRIPTED_SVG);
    const { errors, warnings } = await checkStaticFolder(layout);
    expect(errors).toEqual([]);
    expect(warnings.map((w) => [path.basename(w.location.file!), w.message])).toEqual([
      [
        'evil.svg',
        expect.stringMatching(/^SVG held what could run or load from elsewhere and was sanitised: removed .*script/),
      ],
    ]);
    const published = (await readStaticFiles(layout)).find((f) => f.path === 'evil.svg')!;
    expect(String(published.contents)).not.toMatch(/<script|onload/);
    expect(staticSourceOf(published)).toMatch(/static\/evil\.svg$/);
  });

  it('refuses an SVG that declares entities', async () => {
    await writeFile(file('static/xxe.svg'), ENTITY_SVG);
    expect(await staticErrors()).toEqual([['static/xxe.svg', expect.stringMatching(/declares entities/)]]);
  });
});

describe('findStaticCollisions', () => {
  const generated = new Map([
    ['about.html', 'the page /about'],
    ['sitemap.xml', 'its own sitemap.xml'],
    ['favicon.ico', 'its own favicon.ico'],
  ]);

  it('gives one error per static file whose path is taken, naming it and what takes it', () => {
    const errors = findStaticCollisions(
      ['about.html', 'humans.txt', 'sitemap.xml', 'favicon.ico'],
      generated,
      '/project/static',
    );
    expect(errors.map((e) => [e.name, path.basename(e.location.file!), e.message])).toEqual([
      ['DuplicateRouteError', 'about.html', 'would be published at about.html, where the build writes the page /about'],
      [
        'DuplicateRouteError',
        'sitemap.xml',
        'would be published at sitemap.xml, where the build writes its own sitemap.xml',
      ],
      [
        'DuplicateRouteError',
        'favicon.ico',
        'would be published at favicon.ico, where the build writes its own favicon.ico',
      ],
    ]);
  });

  it('counts the compressed copies of text files, generated or static, and nothing else', () => {
    const errors = findStaticCollisions(
      ['about.html.br', 'notes.txt', 'notes.txt.gz', 'favicon.ico.gz', 'photo.jpg'],
      generated,
      '/project/static',
    );
    expect(errors.map((e) => e.message)).toEqual([
      'would be published at about.html.br, where the build writes the compressed copy of the page /about',
      expect.stringMatching(
        /^would be published at notes\.txt\.gz, where the build writes the compressed copy of .*static\/notes\.txt$/,
      ),
    ]);
    expect(findStaticCollisions(['humans.txt', 'photo.jpg'], generated)).toEqual([]);
  });

  it('finds the static files among a build’s files by identity, whatever else has their path', async () => {
    await writeFile(file('static/about.html'), 'mine\n');
    const statics = await readStaticFiles(layout);
    const files = [{ path: 'site.webmanifest', contents: '{}' }, ...statics];
    const pages = [{ url: '/about', status: 200 as const, output: 'about.html' }];
    expect([...generatedOutputs(pages, files)]).toEqual([
      ['about.html', 'the page /about'],
      ['site.webmanifest', 'its own site.webmanifest'],
    ]);
    const errors = staticFileCollisions({ layout, pages, files });
    expect(errors.map((e) => [path.relative(root, path.resolve(e.location.file!)), e.message])).toEqual([
      ['static/about.html', 'would be published at about.html, where the build writes the page /about'],
    ]);
  });
});

describe('the files of static/ as link targets', () => {
  it('are listed without walking through a link out of the folder (static/up -> .. once made every build walk node_modules)', async () => {
    await mkdir(file('elsewhere'));
    await writeFile(file('elsewhere/secret.txt'), 'x');
    await symlink('..', file('static/up'));
    const targets = await staticLinkTargets(layout);
    expect(targets).toContain('/robots-note.txt');
    expect(targets.filter((t) => t.startsWith('/up/'))).toEqual([]);
  });

  it('take the files that links inside the folder lead to, under the names the site publishes them', async () => {
    await mkdir(file('static/docs'));
    await writeFile(file('static/docs/real.pdf'), 'pdf');
    await symlink('docs/real.pdf', file('static/alias.pdf'));
    await symlink('docs', file('static/papers'));
    expect(await staticLinkTargets(layout)).toEqual(
      expect.arrayContaining(['/docs/real.pdf', '/alias.pdf', '/papers/real.pdf']),
    );
  });
});
