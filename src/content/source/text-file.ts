/**
 * Content text as editors really save it: UTF-8 with or without a byte-order mark, CRLF (Windows, git
 * autocrlf) or LF line endings. Anything else is refused with the file and line: bytes that are not UTF-8
 * (a latin-1 or binary file), control characters other than tab and newline, and files over the size limit.
 */
import { InvalidContentError } from '../../core/errors.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The largest content text file read, in bytes (1 MiB: a long article is about 40 KB). */
const MAX_TEXT_BYTES = 1024 * 1024;

const strict = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Refuses a text file over {@link MAX_TEXT_BYTES} (checked from its size, before reading it).
 * @throws {InvalidContentError} naming the file and its size.
 */
export function assertTextSize(size: number, file: string): void {
  if (size <= MAX_TEXT_BYTES) return;
  throw new InvalidContentError(
    catalogue.TextFileTooLarge({ mib: (size / 1024 / 1024).toFixed(1), limitMib: MAX_TEXT_BYTES / 1024 / 1024 }),
    { file, expected: 'a text file under 1 MiB' },
  );
}

/** 1-based line of a byte offset. */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Offset of the first byte that does not decode as UTF-8 (binary search over prefixes). */
function firstInvalidByte(bytes: Uint8Array): number {
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 4) {
    const mid = (good + bad) >>> 1;
    try {
      strict.decode(bytes.subarray(0, mid));
      good = mid;
    } catch {
      bad = mid;
    }
  }
  return good;
}

/**
 * Decodes a content file: strips a UTF-8 byte-order mark and turns CRLF and lone CR into LF (line numbers
 * stay the same).
 * @param bytes - the file's bytes.
 * @param file - the file name errors show.
 * @throws {InvalidContentError} naming file and line when the file is too large, not UTF-8, or holds control characters.
 */
export function decodeContentText(bytes: Uint8Array, file: string): string {
  assertTextSize(bytes.length, file);
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    throw new InvalidContentError(catalogue.NotUtf8(), {
      file,
      line: lineOfByte(bytes, firstInvalidByte(bytes)),
      expected: 'a file saved as UTF-8',
    });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n?/g, '\n');
  const control = CONTROL.exec(text);
  if (control) {
    throw new InvalidContentError(
      catalogue.ControlCharacter({ codePoint: control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') }),
      {
        file,
        line: text.slice(0, control.index).split('\n').length,
        expected: 'text without control characters other than tab and newline',
      },
    );
  }
  return text;
}
