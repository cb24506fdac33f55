/**
 * The enquiry form as built: without an endpoint no form, the phone, WhatsApp and e-mail
 * instead, and one warning; with an endpoint a form that posts there with every field labelled, a honeypot, the
 * hidden fields and a thank-you page per language that no search engine lists; with Netlify Forms the markup Netlify
 * reads. The Content-Security-Policy allows exactly the endpoint's origin. Sending it is tested in
 * `test/browser/enquiry.test.ts`.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import type { Content } from '../../src/content/load-content.ts';
import { enquiryTarget } from '../../src/content/schemas/enquiry.ts';
import { ContentErrors, InvalidContentError } from '../../src/core/errors.ts';
import type { Host } from '../../src/output/hosts/host-config.ts';
import { buildHeadersFile, securityHeaders } from '../../src/output/hosts/headers.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { loadCached } from '../helpers/load.ts';

const ENDPOINT = 'https://forms.example.net/f/kadife';
const BASE = 'https://www.kadifeevents.com';

/** A built copy of the content with `enquiry` (YAML lines) added to site.yaml, and what the build printed. */
interface Built {
  dir: string;
  content: Content;
  log: string[];
  page(file: string): cheerio.CheerioAPI;
  read(file: string): string;
}

async function buildWith(copy: ProjectCopy, name: string, enquiry: string): Promise<Built> {
  await copy.write(
    'content/site.yaml',
    (await copy.read('content/site.yaml')).replace(/\nenquiry:[\s\S]*$/, '') + enquiry,
  );
  const dir = copy.file(name);
  const log: string[] = [];
  await build({ contentDir: copy.content, outDir: dir, year: 2026, log: (line: string) => void log.push(line) });
  const content = await loadCached({ contentDir: copy.content });
  return {
    dir,
    content,
    log,
    page: (file) => cheerio.load(readFileSync(path.join(dir, file), 'utf8')),
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
  };
}

/** The `/*` headers of a built `_headers` file. */
function csp(built: Built): string {
  return /Content-Security-Policy: (.*)/.exec(built.read('_headers'))![1]!;
}

let copy: ProjectCopy;
let none: Built;
let posted: Built;
let netlify: Built;
beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  // One after the other: they share the copy's site.yaml.
  none = await buildWith(copy, 'dist-none', '');
  posted = await buildWith(copy, 'dist-post', `\nenquiry:\n  endpoint: ${ENDPOINT}\n`);
  netlify = await buildWith(copy, 'dist-netlify', '\nenquiry:\n  provider: netlify\n');
}, 240_000);
afterAll(() => copy?.remove());

describe('without an endpoint', () => {
  it('renders no form: the contact page offers phone, WhatsApp and e-mail, in both languages', () => {
    for (const file of ['contact.html', 'tr/iletisim.html']) {
      const $ = none.page(file);
      expect($('form').length, file).toBe(0);
      expect($('main a[href^="tel:+90"]').length, file).toBeGreaterThan(0);
      expect($('main a[href^="https://wa.me/"]').length, file).toBe(1);
      expect($('main a[href^="mailto:"]').length, file).toBeGreaterThan(0);
    }
  });

  it('has no thank-you page, and the build warns once', () => {
    expect(existsSync(path.join(none.dir, 'thank-you.html'))).toBe(false);
    expect(existsSync(path.join(none.dir, 'tr/tesekkurler.html'))).toBe(false);
    const warnings = none.log.filter((l) => l.includes('no enquiry endpoint'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /warning: no enquiry endpoint set in \S*site\.yaml: the contact page shows phone, WhatsApp and e-mail instead/,
    );
  });

  it('lets forms post to the site only', () => {
    expect(csp(none)).toContain("form-action 'self';");
    expect(csp(none)).toContain("connect-src 'self';");
  });
});

describe('with an endpoint', () => {
  it('posts to the endpoint with the language, the page and the thank-you page in hidden fields', () => {
    for (const [file, code, page, thanks] of [
      ['contact.html', 'en', `${BASE}/contact`, `${BASE}/thank-you`],
      ['tr/iletisim.html', 'tr', `${BASE}/tr/iletisim`, `${BASE}/tr/tesekkurler`],
    ] as const) {
      const $ = posted.page(file);
      const form = $('form[data-enquiry]');
      expect(form.length, file).toBe(1);
      expect(form.attr('method')).toBe('post');
      expect(form.attr('action')).toBe(ENDPOINT);
      expect(form.attr('data-netlify')).toBeUndefined();
      const hidden = Object.fromEntries(
        form
          .find('input[type=hidden]')
          .toArray()
          .map((el) => [$(el).attr('name') ?? '', $(el).attr('value')] as const),
      );
      expect(hidden).toEqual({ language: code, page, _next: thanks });
    }
  });

  it('labels every field visibly, with the autocomplete, input mode and limits people need', () => {
    for (const file of ['contact.html', 'tr/iletisim.html']) {
      const $ = posted.page(file);
      const form = $('form[data-enquiry]');
      const fields = form.find('input:not([type=hidden]):not([name=_gotcha]), select, textarea').toArray();
      expect(fields.map((el) => $(el).attr('name'))).toEqual([
        'name',
        'phone',
        'email',
        'occasion',
        'date',
        'guests',
        'budget',
        'message',
        'consent',
      ]);
      for (const el of fields) {
        const label = $(`label[for="${$(el).attr('id')}"]`);
        expect(label.text().trim().length, `${file} ${$(el).attr('name')}`).toBeGreaterThan(1);
        expect(label.closest('.sr').length).toBe(0);
      }
      const attr = (name: string, a: string) => form.find(`[name=${name}]`).attr(a);
      expect([attr('name', 'autocomplete'), attr('phone', 'autocomplete'), attr('email', 'autocomplete')]).toEqual([
        'name',
        'tel',
        'email',
      ]);
      expect([attr('phone', 'type'), attr('phone', 'inputmode'), attr('email', 'type'), attr('date', 'type')]).toEqual([
        'tel',
        'tel',
        'email',
        'date',
      ]);
      expect([attr('guests', 'type'), attr('guests', 'min'), attr('guests', 'max')]).toEqual(['number', '1', '5000']);
      // Without JavaScript too, a form sent always says where to reply: the e-mail address; the phone is optional.
      expect([attr('name', 'required'), attr('email', 'required'), attr('consent', 'required')]).toEqual([
        'required',
        'required',
        'required',
      ]);
      expect(attr('phone', 'required')).toBeUndefined();
      expect($('label[for=enq-phone] .opt').length).toBe(1);
      expect($('label[for=enq-email] .opt').length).toBe(0);
      // A backend of unknown answers is posted by the browser: the page's script does not read its answer.
      expect(form.attr('data-fetch')).toBeUndefined();
    }
  });

  it('accepts Turkish phone numbers as people type them, and refuses words', () => {
    const pattern = new RegExp(`^(?:${posted.page('contact.html')('[name=phone]').attr('pattern')})$`, 'v');
    for (const typed of [
      '0532 123 45 67',
      '+90 532 123 45 67',
      '(0212) 555 01 47',
      '0 (532) 123-45-67',
      '5321234567',
      '+44 20 7946 0958',
    ])
      expect(pattern.test(typed), typed).toBe(true);
    for (const typed of ['call me', '12345', '0532 123 45 67 ext. 3', '+90 532 123 45 67 89 01 23'])
      expect(pattern.test(typed), typed).toBe(false);
  });

  it('offers the services, then the occasion pages, as occasions, and the budget ranges, in the page language', () => {
    const { services, occasions: pages, strings } = posted.content;
    for (const [file, code] of [
      ['contact.html', 'en'],
      ['tr/iletisim.html', 'tr'],
    ] as const) {
      const $ = posted.page(file);
      const occasions = $('[name=occasion] option')
        .toArray()
        .map((el) => [$(el).attr('value'), $(el).text()]);
      expect(occasions).toEqual([
        ['', strings[code]!.enquiry.occasionChoose],
        ...services.map((s) => [s.id, s.locales[code]!.name]),
        ...pages.map((o) => [o.id, o.locales[code]!.name]),
        ['other', strings[code]!.enquiry.occasionOther],
      ]);
      const budgets = $('[name=budget] option')
        .toArray()
        .map((el) => $(el).attr('value'));
      expect(budgets).toEqual(['', ...strings[code]!.enquiry.budgets]);
    }
  });

  it('links the consent box to the privacy notice, in the page language', () => {
    expect(posted.page('contact.html')('label[for=enq-consent] a').attr('href')).toBe('/privacy-notice');
    expect(posted.page('tr/iletisim.html')('label[for=enq-consent] a').attr('href')).toBe('/tr/kvkk-aydinlatma-metni');
    expect(posted.page('tr/iletisim.html')('label[for=enq-consent]').text()).toMatch(
      /^KVKK Aydınlatma Metni’ni okudum; .*Kadife Events/,
    );
  });

  it('carries a honeypot people never see, reach or fill in', () => {
    const $ = posted.page('contact.html');
    const trap = $('input[name=_gotcha]');
    expect(trap.length).toBe(1);
    expect(trap.attr('tabindex')).toBe('-1');
    expect(trap.attr('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden=true]').hasClass('sr')).toBe(true);
  });

  it('builds a thank-you page per language: noindex, out of the sitemap', () => {
    const sitemap = posted.read('sitemap.xml');
    for (const [file, url] of [
      ['thank-you.html', `${BASE}/thank-you`],
      ['tr/tesekkurler.html', `${BASE}/tr/tesekkurler`],
    ] as const) {
      const $ = posted.page(file);
      expect($('meta[name=robots]').attr('content'), file).toBe('noindex');
      expect($('h1').text().length).toBeGreaterThan(5);
      expect($('main a[href^="tel:"]').length).toBe(1);
      expect(sitemap).not.toContain(url);
    }
    expect(posted.log.filter((l) => l.includes('no enquiry endpoint'))).toEqual([]);
  });

  it('lets forms post, and scripts send, to the site and to exactly the endpoint’s origin', () => {
    expect(csp(posted)).toContain("form-action 'self' https://forms.example.net;");
    expect(csp(posted)).toContain("connect-src 'self' https://forms.example.net;");
  });

  it('is valid HTML (W3C validator)', async () => {
    const vnu = String(createRequire(import.meta.url)('vnu-jar'));
    const files = ['contact.html', 'tr/iletisim.html', 'thank-you.html', 'tr/tesekkurler.html'].map((f) =>
      path.join(posted.dir, f),
    );
    const { stderr } = await promisify(execFile)('java', [
      '-jar',
      vnu,
      '--errors-only',
      '--format',
      'json',
      ...files,
    ]).catch((e: { stderr: string }) => e);
    expect((JSON.parse(stderr) as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([]);
  }, 120_000);
});

describe('with Netlify Forms', () => {
  it('renders the markup Netlify reads, posting to the thank-you page on the site itself', () => {
    for (const [file, thanks] of [
      ['contact.html', '/thank-you'],
      ['tr/iletisim.html', '/tr/tesekkurler'],
    ] as const) {
      const form = netlify.page(file)('form[data-enquiry]');
      expect(form.attr('data-netlify')).toBe('true');
      expect(form.attr('name')).toBe('enquiry');
      expect(form.attr('netlify-honeypot')).toBe('_gotcha');
      expect(form.attr('action')).toBe(thanks);
      expect(form.find('input[type=hidden][name=form-name]').attr('value')).toBe('enquiry');
      expect(form.find('[name=_next]').length).toBe(0);
      // Netlify answers on the site itself: the page's script reads the answer.
      expect(form.attr('data-fetch')).toBe('');
    }
    expect(csp(netlify)).toContain("form-action 'self';");
  });
});

describe('site.yaml enquiry', () => {
  /** The load of the content with `enquiry` (YAML lines) added to site.yaml: its errors, or '' when it loads. */
  const loaded = async (enquiry: string, options: { baseUrl?: string; host?: Host } = {}): Promise<string> => {
    const copied = await copyProject({ only: ['content'] });
    try {
      await copied.write('content/site.yaml', (await copied.read('content/site.yaml')) + enquiry);
      const error = await loadCached({ contentDir: copied.content, ...options }).then(
        () => undefined,
        (e: unknown) => e,
      );
      if (error !== undefined) expect(error).toBeInstanceOf(ContentErrors);
      return error === undefined ? '' : (error as ContentErrors).format();
    } finally {
      await copied.remove();
    }
  };
  const refused = async (enquiry: string, options: { baseUrl?: string; host?: Host } = {}): Promise<string> => {
    const errors = await loaded(enquiry, options);
    expect(errors).not.toBe('');
    return errors;
  };

  it('refuses an endpoint that is not HTTPS, naming the line and the field', async () => {
    expect(await refused('\nenquiry:\n  endpoint: http://forms.example.net/f/kadife\n')).toMatch(
      /site\.yaml:\d+:\d+ {2}enquiry\.endpoint: .*an https:\/\/ address/,
    );
  });

  it('refuses an endpoint with Netlify Forms, and an unknown provider', async () => {
    expect(await refused(`\nenquiry:\n  endpoint: ${ENDPOINT}\n  provider: netlify\n`)).toMatch(
      /enquiry\.endpoint: must be left out with provider: netlify .*found the text "https:/,
    );
    expect(await refused('\nenquiry:\n  provider: getform\n')).toMatch(
      /enquiry\.provider: .*post \(a normal form POST to endpoint\), formspree \(Formspree\) or netlify/,
    );
  });

  it('refuses an endpoint whose host is no plain host name, so that nothing but an origin reaches a header', async () => {
    for (const endpoint of [
      'https://forms.example;sandbox/f',
      `https://forms.example"x/f`,
      "https://forms.example'x/f",
      'https://[::1]/f',
    ]) {
      expect(await refused(`\nenquiry:\n  endpoint: '${endpoint.replaceAll("'", "''")}'\n`), endpoint).toMatch(
        /site\.yaml:\d+:\d+ {2}enquiry\.endpoint: .*an https:\/\/ address whose host is a plain name \(letters, digits, hyphens and dots/,
      );
    }
  });

  it('writes nothing but a plain https origin into a Content-Security-Policy, whatever reaches the headers', () => {
    for (const endpoint of ['https://forms.example;sandbox/f', 'https://forms.example"x/f', 'http://forms.example/f']) {
      const enquiry = { provider: 'post', endpoint } as const;
      expect(() => securityHeaders(enquiry), endpoint).toThrow(InvalidContentError);
      expect(() => buildHeadersFile({ enquiry }), endpoint).toThrow(
        /cannot be written into the Content-Security-Policy/,
      );
    }
    expect(
      securityHeaders({ provider: 'post', endpoint: 'https://forms.example.net:8443/f' })['Content-Security-Policy'],
    ).toContain("form-action 'self' https://forms.example.net:8443;");
  });

  it('refuses an endpoint on this machine in a site published elsewhere, and takes it in a site served on this machine', async () => {
    for (const endpoint of ['http://127.0.0.1:9999/collect', 'http://localhost/f', 'https://localhost/f']) {
      expect(await refused(`\nenquiry:\n  endpoint: ${endpoint}\n`), endpoint).toMatch(
        /site\.yaml:\d+:\d+ {2}enquiry\.endpoint: .* is this machine, in a site published at https:\/\/www\.kadifeevents\.com \(expected the form backend's public https:\/\/ address/,
      );
      expect(
        await loaded(`\nenquiry:\n  endpoint: ${endpoint}\n`, { baseUrl: 'http://127.0.0.1:4173' }),
        endpoint,
      ).toBe('');
    }
  });

  it('refuses Netlify Forms on any host but Netlify, naming the host it works on', async () => {
    const netlifyForms = '\nenquiry:\n  provider: netlify\n';
    for (const host of ['github-pages', 'nginx', 'caddy', 's3', 'cloudflare'] as const) {
      expect(await refused(netlifyForms, { host }), host).toMatch(
        new RegExp(
          `site\\.yaml:\\d+:\\d+ {2}enquiry\\.provider: netlify: Netlify Forms receives forms only on Netlify, and the site is built for ${host} \\(expected host netlify`,
        ),
      );
    }
    expect(await loaded(netlifyForms, { host: 'netlify' })).toBe('');
    // site.yaml's own host, as `check` and a build without --host read it.
    expect(await refused(`${netlifyForms}host: s3\n`)).toMatch(/enquiry\.provider: netlify: .*built for s3/);
  });

  it('refuses a Netlify Forms build for another host before writing anything', async () => {
    const bad = await copyProject({ only: ['content'] });
    try {
      await bad.write('content/site.yaml', `${await bad.read('content/site.yaml')}\nenquiry:\n  provider: netlify\n`);
      const error = await build({
        contentDir: bad.content,
        outDir: bad.file('dist'),
        year: 2026,
        host: 'github-pages',
      }).catch((e: unknown) => e);
      expect((error as ContentErrors).format()).toMatch(/enquiry\.provider: netlify: .*built for github-pages/);
      expect(existsSync(bad.file('dist'))).toBe(false);
    } finally {
      await bad.remove();
    }
  });

  it('takes provider formspree with a Formspree address only, and lets the page script read its answer', async () => {
    expect(
      await refused('\nenquiry:\n  provider: formspree\n  endpoint: https://forms.example.net/f/kadife\n'),
    ).toMatch(/enquiry\.endpoint: .*a Formspree address with provider: formspree/);
    expect(await refused('\nenquiry:\n  provider: formspree\n')).toMatch(
      /enquiry\.endpoint: must be given with provider: formspree/,
    );
    expect(enquiryTarget({ provider: 'formspree', endpoint: 'https://formspree.io/f/xyzabc' })).toEqual({
      provider: 'formspree',
      endpoint: 'https://formspree.io/f/xyzabc',
      fetch: true,
    });
  });
});
