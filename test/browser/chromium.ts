/** Where the system Chromium is and how to start it headless on this kind of machine. */
import { existsSync } from 'node:fs';

/** Flags for headless Chromium without network side traffic (a closed network refuses it, many times a start). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The full Chromium, which Lighthouse and the screenshots use: `CHROME_PATH`, else `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Debian's package of Chromium's headless shell (`apt-get install -y chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests drive, with its flags: Chromium's headless shell when it is installed, else
 * {@link chromiumPath}. The shell is the same Blink and V8 (Debian builds both from one source package, and
 * Playwright runs its own headless tests in it) without the full browser's user interface: measured on this
 * 2-core machine, 20 page loads with an axe run each took 15 s against 27 s, and a third of the CPU.
 * `CHROME_PATH` still wins when it is set.
 */
export function testBrowser(): { path: string; args: string[] } {
  if (process.env.CHROME_PATH === undefined && existsSync(HEADLESS_SHELL)) {
    return { path: HEADLESS_SHELL, args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')) };
  }
  return { path: chromiumPath(), args: CHROMIUM_ARGS };
}

/** True when a browser for the browser tests is present. */
export function hasChromium(): boolean {
  return existsSync(testBrowser().path);
}
