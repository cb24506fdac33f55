import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, takeCspViolations } from './browser.ts';

afterAll(closeBrowser);

describe('the Content-Security-Policy the site is served with', () => {
  // The check after every test (csp-setup.ts) is only as good as what the browser reports: this proves the browser
  // enforces the policy and that the report reaches the watcher.
  it('refuses an inline script added to a page, and the refusal is recorded', async () => {
    const { page } = await openPage('/tr');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return document.body.dataset.inline ?? 'refused';
    });
    expect(ran).toBe('refused');
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/Content Security Policy/);
    await page.context().close();
  });
});
