/**
 * Errors that cross from a worker thread to the main one whole. A thread's error reaches the main thread by
 * structured cloning, which keeps an `Error`'s message and stack but drops the properties Node.js gives a file
 * system error (`code`, `path`, `syscall`, `errno`). Without them the build cannot tell a full disk or a folder
 * without permission from a bug, nor say which file. A task throws {@link portableError}'s plain object instead,
 * and the pool throws {@link revivedError}'s `Error` again on the main thread.
 */

/** An error as plain data (every property survives structured cloning). */
export interface PortableError {
  portableError: true;
  name: string;
  message: string;
  stack?: string;
  code?: string;
  path?: string;
  syscall?: string;
  errno?: number;
}

/** The properties of a Node.js system error that cloning drops. */
const SYSTEM_FIELDS = ['code', 'path', 'syscall', 'errno'] as const;

/**
 * `error` as plain data when it is a system error (an `Error` with a `syscall`: a file system call that failed);
 * any other value as it is (a bug's error, whose `code` such as `ERR_INVALID_ARG_TYPE` must not make it look
 * like a write error).
 * @returns a {@link PortableError}, or `error` unchanged.
 */
export function portableError(error: unknown): unknown {
  if (!(error instanceof Error) || typeof (error as { syscall?: unknown }).syscall !== 'string') return error;
  const fields = Object.fromEntries(SYSTEM_FIELDS.filter((field) => field in error).map((field) => [field, (error as unknown as Record<string, unknown>)[field]]));
  return { portableError: true, name: error.name, message: error.message, stack: error.stack, ...fields };
}

/**
 * The `Error` a {@link PortableError} stood for (message, stack, `code`, `path`, `syscall`, `errno`); any other
 * value as it is.
 */
export function revivedError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || (error as Partial<PortableError>).portableError !== true) return error;
  const { portableError: _, name, message, stack, ...fields } = error as PortableError;
  const revived = Object.assign(new Error(message), fields);
  revived.name = name;
  if (stack) revived.stack = stack;
  return revived;
}

/** `task` with every error it throws or rejects with made {@link portableError}. */
export function portably<A extends unknown[], R>(task: (...args: A) => R | Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await task(...args);
    } catch (error) {
      throw portableError(error);
    }
  };
}
