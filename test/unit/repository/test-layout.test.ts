/**
 * The unit tests mirror `src/`: a unit test sits in the folder of the module it tests (`src/content/yaml/x.ts` is
 * tested in `test/unit/content/yaml/`), so a module's tests are found by its path. Two folders mirror no source
 * folder: `repository/` checks the repository itself, and `across-layers/` holds tests of one rule that runs through
 * several layers. Tests of the project's scripts mirror `scripts/` in `test/unit/scripts/`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../../src/core/project-layout.ts';

const OWN_FOLDERS = ['repository', 'across-layers'];

describe('the unit tests', () => {
  it('sit in folders that mirror a folder of src/ or scripts/, or in repository/ or across-layers/', async () => {
    const tests = await fg('**/*.test.ts', { cwd: path.join(PROJECT.root, 'test/unit') });
    expect(tests.length).toBeGreaterThan(30);
    const misplaced = tests.filter((test) => {
      const folder = path.posix.dirname(test);
      if (folder === '.') return true;
      if (OWN_FOLDERS.includes(folder)) return false;
      if (folder.split('/')[0] === 'scripts') return !existsSync(path.join(PROJECT.root, folder));
      return !existsSync(path.join(PROJECT.sources, folder));
    });
    expect(misplaced.map((test) => `test/unit/${test} mirrors no folder of src/`)).toEqual([]);
  });
});
