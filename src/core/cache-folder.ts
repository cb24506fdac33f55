/**
 * The cache folder of one command: one folder for everything the tool keeps between runs (`EVENTSITE_CACHE_DIR`
 * moves all of it), split into {@link DiskStore}s by what they keep (`content`, `fonts`, `raster`, `social`, …). The
 * command opens it once and hands its stages the {@link Memo} it is. Every key holds the tool's version; `check`
 * opens it read-only and writes nothing. Damaged entries are counted, for the command to report in one line.
 */
import path from 'node:path';
import { DiskStore } from './disk-store.ts';
import { digestOf } from './fingerprint.ts';
import type { Memo } from './memo.ts';
import { toolVersion } from './tool-version.ts';

/** The cache folder as a command uses it. */
export interface CacheFolder extends Memo {
  /** The tool's version (`tool-version.ts`), part of every key. */
  version: string;
  /** The damaged entries found so far (file and why), made again. */
  damaged: string[];
  /** The store `name` (`{dir}/{name}/`). */
  store(name: string): DiskStore;
}

/**
 * Opens the cache folder `dir` of the tool whose project folder is `root`.
 * @param options.readOnly - read but never write (`check`).
 */
export async function openCacheFolder(
  dir: string,
  root: string,
  options: { readOnly?: boolean } = {},
): Promise<CacheFolder> {
  const version = await toolVersion(root);
  const stores = new Map<string, DiskStore>();
  const cache: CacheFolder = {
    version,
    damaged: [],
    store(name) {
      let store = stores.get(name);
      if (!store) {
        store = new DiskStore({
          dir: path.join(dir, name),
          readOnly: options.readOnly,
          onDamaged: (file, why) => cache.damaged.push(`${path.relative(dir, file)} ${why}`),
        });
        stores.set(name, store);
      }
      return store;
    },
    key: (name, parts) => digestOf([version, name, ...parts]),
    get: (name, key) => cache.store(name).get(key),
    set: async (name, key, payload) => void (await cache.store(name).set(key, payload)),
    async value(name, parts, make, codec) {
      const key = cache.key(name, parts);
      const kept = await cache.store(name).get(key, codec.maxBytes);
      if (kept) {
        const value = codec.decode(kept);
        const why =
          value === undefined ? (codec.refused ?? 'does not hold what it should') : await codec.refusal?.(value);
        if (why === undefined) return value!;
        cache.damaged.push(`${name}/${key.slice(0, 12)}… ${why}`);
      }
      const made = await make();
      await cache.store(name).set(key, codec.encode(made));
      return made;
    },
  };
  return cache;
}

/** One line naming the damaged entries found, or `undefined` when there were none. */
export function damagedReport(cache: CacheFolder | undefined): string | undefined {
  if (!cache || cache.damaged.length === 0) return undefined;
  const n = cache.damaged.length;
  return `${n} damaged cache entr${n === 1 ? 'y was' : 'ies were'} ignored and made again (${cache.damaged[0]}${n > 1 ? ', …' : ''})`;
}
