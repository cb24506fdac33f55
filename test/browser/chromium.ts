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

/** `CHROME_PATH`, else `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** True when a Chromium binary is present. */
export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
