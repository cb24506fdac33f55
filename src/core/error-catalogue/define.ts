/** The shape of an error catalogue entry (see ../error-catalogue.ts) and the one way to make one. */

/** What a throw site gets from the catalogue: the stable code, the message in words, and the usual fix. */
export interface CataloguedMessage {
  /** Stable code, e.g. `ES0101`: two digits of area, two of the error. */
  readonly code: string;
  readonly message: string;
  /** How to fix it; a throw site may give a more precise hint in its location. */
  readonly hint?: string;
}

/** One error a user can meet, as docs/errors.md lists it. `P` is what its message is made of. */
export interface ErrorEntry<P> {
  code: string;
  /** A few words naming the error. */
  title: string;
  /** When it happens, in a sentence or two. */
  when: string;
  /** The message, made from the throw site's facts. */
  message: (params: P) => string;
  /** The fix, the same for every occurrence or made from the facts. */
  hint?: string | ((params: P) => string);
  /** The facts of the example message docs/errors.md shows. */
  example?: P;
}

/** A catalogue entry: called with its facts, it gives the {@link CataloguedMessage} to throw with. */
export type CatalogueEntry<P> = Readonly<ErrorEntry<P>> & ((params: P) => CataloguedMessage);

/** Makes a catalogue entry of `entry`. */
export function defineError<P = void>(entry: ErrorEntry<P>): CatalogueEntry<P> {
  const make = (params: P): CataloguedMessage => {
    const hint = typeof entry.hint === 'function' ? entry.hint(params) : entry.hint;
    return { code: entry.code, message: entry.message(params), ...(hint ? { hint } : {}) };
  };
  return Object.assign(make, entry);
}
