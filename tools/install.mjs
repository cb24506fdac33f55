// Installs the checks kept in tools/ (dependency-cruiser with its own TypeScript 5, whose JavaScript API it reads
// TypeScript with) after the project's own install; `npm ci` and `npm install` run it as the project's postinstall.
// A production install (`npm ci --omit=dev`, as a deploy makes) runs no checks and skips it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const omitted = (process.env.npm_config_omit ?? '').split(/[\s,]+/);
const production = omitted.includes('dev') || process.env.npm_config_production === 'true';
const npm = process.env.npm_execpath;
if (!production) {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const args = ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel', 'error'];
  // Under npm, its own CLI (the same npm that installs the project); run by hand, the npm on the PATH.
  if (npm?.endsWith('.js')) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit' });
  else execFileSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
}
