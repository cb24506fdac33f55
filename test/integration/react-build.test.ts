import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { runCli, startCli, tempDir } from '../helpers/project.ts';

let work: string;
beforeAll(async () => {
  work = await tempDir('eventsite-react-');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** NODE_ENV=development, and a hook that lists every React module file the process loads in `record`. */
function recordingEnv(record: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    NODE_OPTIONS: `--require ${path.join(PROJECT.root, 'test/fixtures/record-react-build.cjs')}`,
    RECORD_REACT_TO: record,
  };
}

/** The React module files a CLI command loads. */
async function reactFilesOf(args: string[]): Promise<string[]> {
  const record = path.join(work, `${args[0]}.txt`);
  const { code } = await runCli(PROJECT.root, args, { env: recordingEnv(record) });
  expect(code).toBe(0);
  return (await readFile(record, 'utf8')).trim().split('\n');
}

describe('the React build the CLI renders with', () => {
  it('build renders with the production builds of react and react-dom/server, whatever NODE_ENV says', async () => {
    const files = await reactFilesOf(['build', '--out', path.join(work, 'dist'), '--no-precompress']);
    expect(files.some((f) => /react-dom-server.*\.production\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /react-jsx-runtime\.production\.js$/.test(f))).toBe(true);
    expect(files.filter((f) => f.endsWith('.development.js'))).toEqual([]);
  });

  it('dev renders with the production build too, as build does', async () => {
    const record = path.join(work, 'dev.txt');
    const dev = startCli(PROJECT.root, ['dev', '--out', path.join(work, 'dev-out'), '--port', '0'], {
      env: recordingEnv(record),
    });
    try {
      await dev.waitFor(/Built \d+ pages/, { timeout: 60_000 });
    } finally {
      await dev.stop();
    }
    const files = (await readFile(record, 'utf8')).trim().split('\n');
    expect(files.some((f) => /react-dom-server.*\.production\.js$/.test(f))).toBe(true);
    expect(files.filter((f) => f.endsWith('.development.js'))).toEqual([]);
  }, 120_000);

  it('check renders with the production build too', async () => {
    const files = await reactFilesOf(['check']);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.endsWith('.development.js'))).toEqual([]);
  });
});
