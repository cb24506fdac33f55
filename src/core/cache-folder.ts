/**
 * The cache folder of one command: one folder for everything the tool keeps between runs (`EVENTSITE_CACHE_DIR`
 * moves all of it), split into {@link DiskStore}s by what they keep (`content`, `fonts`, `raster`, `svg`, …). Every
 * key holds the tool's version; `check` opens it read-only and writes nothing. Damaged entries are counted, for
 * the command to report in one line.
 */
import path from 'node:path';
import { DiskStore, digestOf } from './disk-store.ts';
import { toolVersion } from './tool-version.ts';

/** The cache folder as a command uses it. */
export interface CacheFolder {
  /** The folder (absolute). */
  dir: string;
  /** The tool's version (`tool-version.ts`), part of every key. */
  version: string;
  /** Reads only: nothing is written (`check`). */
  readOnly: boolean;
  /** The damaged entries found so far (file and why), made again. */
  damaged: string[];
  /** The stores opened, by name. */
  stores: Map<string, DiskStore>;
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
  return { dir, version: await toolVersion(root), readOnly: options.readOnly ?? false, damaged: [], stores: new Map() };
}

/** The store `name` of a cache folder (`{dir}/{name}/`). */
export function storeOf(cache: CacheFolder, name: string): DiskStore {
  let store = cache.stores.get(name);
  if (!store) {
    store = new DiskStore({
      dir: path.join(cache.dir, name),
      readOnly: cache.readOnly,
      onDamaged: (file, why) => cache.damaged.push(`${path.relative(cache.dir, file)} ${why}`),
    });
    cache.stores.set(name, store);
  }
  return store;
}

/** How a value is kept as an entry's payload, and read back. */
export interface KeptCodec<T> {
  /** The payload of a value. */
  encode(value: T): Uint8Array | string;
  /** The value of a payload, or `undefined` when it does not hold a value the store would make (then made again). */
  decode(payload: Buffer): T | undefined;
  /** Why a refused payload counts as damaged, in the one-line report (default "does not hold what it should"). */
  refused?: string;
  /**
   * What must never be published, checked on the value a kept payload decodes to (the cache hands back what anyone
   * who can write it wrote, checksums and all): why the value is refused, or `undefined` when it may be used.
   */
  refusal?: (value: T) => Promise<string | undefined>;
  /** An entry file larger than this (bytes) is not read. */
  maxBytes?: number;
}

/**
 * The value kept in store `name` under the digest of the tool's version and `parts` (everything it is made from:
 * the source's bytes and the settings), or `make()`'s, which is then kept. A kept value that `codec` refuses is
 * reported as damaged and made again. Without a cache folder, `make()`.
 */
export async function cachedValue<T>(
  cache: CacheFolder | undefined,
  name: string,
  parts: readonly (string | Uint8Array)[],
  make: () => Promise<T>,
  codec: KeptCodec<T>,
): Promise<T> {
  if (!cache) return make();
  const store = storeOf(cache, name);
  const key = digestOf([cache.version, name, ...parts]);
  const kept = await store.get(key, codec.maxBytes);
  if (kept) {
    const value = codec.decode(kept);
    const why = value === undefined ? (codec.refused ?? 'does not hold what it should') : await codec.refusal?.(value);
    if (why === undefined) return value!;
    cache.damaged.push(`${name}/${key.slice(0, 12)}… ${why}`);
  }
  const made = await make();
  await store.set(key, codec.encode(made));
  return made;
}

/**
 * As {@link cachedValue}, for bytes kept as they are.
 * @param refusal - see {@link KeptCodec.refusal}.
 */
export async function cachedBytes(
  cache: CacheFolder | undefined,
  name: string,
  parts: readonly (string | Uint8Array)[],
  make: () => Promise<Uint8Array>,
  refusal?: KeptCodec<Buffer>['refusal'],
): Promise<Buffer> {
  return cachedValue<Buffer>(cache, name, parts, async () => Buffer.from(await make()), {
    encode: (bytes) => bytes,
    decode: (bytes) => bytes,
    refusal,
  });
}

/**
 * As {@link cachedValue}, for a plain-data value kept as JSON; a kept value that `valid` refuses is made again.
 * @param refusal - see {@link KeptCodec.refusal}.
 */
export async function cachedJson<T>(
  cache: CacheFolder | undefined,
  name: string,
  parts: readonly (string | Uint8Array)[],
  make: () => Promise<T>,
  valid: (value: unknown) => value is T,
  refusal?: KeptCodec<T>['refusal'],
): Promise<T> {
  const decode = (payload: Buffer): T | undefined => {
    try {
      const value: unknown = JSON.parse(payload.toString('utf8'));
      return valid(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return cachedValue(cache, name, parts, make, { encode: (value) => JSON.stringify(value), decode, refusal });
}

/** One line naming the damaged entries found, or `undefined` when there were none. */
export function damagedReport(cache: CacheFolder | undefined): string | undefined {
  if (!cache || cache.damaged.length === 0) return undefined;
  const n = cache.damaged.length;
  return `${n} damaged cache entr${n === 1 ? 'y was' : 'ies were'} ignored and made again (${cache.damaged[0]}${n > 1 ? ', …' : ''})`;
}
