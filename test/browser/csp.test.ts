/**
 * The Content-Security-Policy the site is served with, as the browser enforces it: the check after every browser
 * test (csp-setup.ts) is only as good as what the browser reports, so this proves the report reaches the watcher.
 */
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { SECURITY_HEADERS } from '../../src/output/hosts/headers.ts';
import { closeBrowser, openPage, siteUrl, takeCspViolations } from './browser.ts';

afterAll(closeBrowser);

describe('the Content-Security-Policy the site is served with', () => {
  it('refuses an inline script added to a page, and the refusal is recorded', async () => {
    const { page } = await openPage('/tr');
    onTestFinished(() => page.context().close());
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return document.body.dataset.inline ?? 'refused';
    });
    expect(ran).toBe('refused');
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/Content Security Policy/);
  });

  it('refuses the script of an SVG opened at its own address, served with the site’s headers', async () => {
    const { page } = await openPage(null);
    onTestFinished(() => page.context().close());
    // An SVG that kept a script (a forged cache entry could publish one): answered with the headers every host sends.
    const url = siteUrl('/images/forged.svg');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-ran", "yes")</script></svg>';
    await page.route(url, (route) =>
      route.fulfill({ status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': 'image/svg+xml' }, body: svg }),
    );
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/Content Security Policy/);
  });
});
