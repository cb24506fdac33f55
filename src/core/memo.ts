/**
 * What a stage sees of the cache folder: values kept between runs under the digest of what they are made from, each
 * checked when read. The command opens the cache folder once (`cache-folder.ts`) and hands its stages this
 * interface; a stage never opens a store itself, so what is kept, where, and whether anything is kept at all is
 * the command's to decide (`check` reads only; `--no-cache` drops the content cache and the pages of the build
 * before, while image and font work stays kept).
 */
import { digestOf } from './fingerprint.ts';

/** What a value is made from: the source's bytes and the settings. */
type MemoParts = readonly (string | Uint8Array)[];

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

/** Values kept between runs, by store name (`content`, `fonts`, `raster`, …); see the module comment. */
export interface Memo {
  /**
   * The value kept in `store` under the key of `parts`, or `make()`'s, which is then kept. A kept value that `codec`
   * refuses is reported as damaged and made again.
   */
  value<T>(store: string, parts: MemoParts, make: () => Promise<T>, codec: KeptCodec<T>): Promise<T>;
  /** The key of `parts` in `store`: {@link digestOf} the tool's version, the store's name and `parts`. */
  key(store: string, parts: MemoParts): string;
  /** The checked payload kept under `key`, for a value written after it is made; `undefined` when none. */
  get(store: string, key: string): Promise<Buffer | undefined>;
  /** Keeps `payload` under `key` (a store that cannot be written is skipped). */
  set(store: string, key: string, payload: Uint8Array | string): Promise<void>;
}

/** Nothing kept: every value is made (tests, and stages run without a cache folder). */
export const NO_MEMO: Memo = {
  value: (_store, _parts, make) => make(),
  key: (store, parts) => digestOf([store, ...parts]),
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
};

/** Bytes kept as they are; `refusal` as in {@link KeptCodec}. */
export function bytesCodec(refusal?: KeptCodec<Buffer>['refusal']): KeptCodec<Buffer> {
  return { encode: (bytes) => bytes, decode: (bytes) => bytes, refusal };
}

/** A plain-data value kept as JSON; a kept value that `valid` refuses is made again. */
export function jsonCodec<T>(valid: (value: unknown) => value is T, refusal?: KeptCodec<T>['refusal']): KeptCodec<T> {
  const decode = (payload: Buffer): T | undefined => {
    try {
      const value: unknown = JSON.parse(payload.toString('utf8'));
      return valid(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return { encode: (value) => JSON.stringify(value), decode, refusal };
}
