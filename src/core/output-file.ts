/** A file of the output folder: its path relative to the folder (`/` separators) and its bytes. */
export interface OutputFile {
  path: string;
  contents: Buffer | string;
}
