/** The options every asset builder takes, and the shape of one built asset. */
import type { Memo } from '../../core/memo.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';

/** One built asset: its root-relative URL and its file. */
export interface BuiltFile {
  href: string;
  file: OutputFile;
}

/** Options shared by the asset builders. */
export interface AssetOptions {
  /** Where the stylesheet, the client script and the static files are. */
  layout: ProjectLayout;
  /** Content-hashed file names (production) or plain ones (dev). */
  hashed: boolean;
  /** The command's cache folder, of processed images, social cards, icons and fonts; none: all made again. */
  cache?: Memo;
}
