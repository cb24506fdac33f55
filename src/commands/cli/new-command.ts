/** `eventsite new post <slug>`: both language files of a new post, a draft with valid front matter. */
import path from 'node:path';
import type { Command } from 'commander';
import { fail, type CliRun } from './run.ts';

/** Adds `new post` to `program`. */
export function addNewCommand(program: Command, run: CliRun): void {
  program
    .command('new')
    .description('create new content')
    .command('post')
    .argument('<slug>', 'the post slug: lowercase letters a–z, digits and hyphens')
    .description("create blog/<slug>.{language}.md for every language of site.yaml, with valid front matter (today's date)")
    .option('--content <dir>', 'content folder', 'content')
    .action(async (slug: string, opts: { content: string }) => {
      try {
        const { createPost } = await import('../new-post.ts');
        const files = await createPost({ contentDir: opts.content, slug });
        for (const file of files) run.terminal.say(`created ${path.relative(process.cwd(), file)}`);
      } catch (error) {
        fail(run, error);
        run.code = 1;
      }
    });
}
