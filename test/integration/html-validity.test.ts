import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

const run = promisify(execFile);
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

describe('the W3C HTML validator (vnu-jar)', () => {
  it('reports zero errors on every page', async () => {
    let output: string;
    try {
      const result = await run(
        'java',
        ['-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', site.dir],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      output = result.stderr;
    } catch (error) {
      output = (error as { stderr: string }).stderr;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter(
      (m) => m.type === 'error' || m.type === 'non-document-error',
    );
    const readable = messages.map((m) => `${m.url.replace(`file:${site.dir}`, '')}:${m.lastLine ?? '?'} ${m.message}`);
    expect(readable).toEqual([]);
    expect(site.htmlFiles.length).toBeGreaterThan(100);
  }, 180_000);
});
