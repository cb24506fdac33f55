/** `eventsite new post <slug>`: both language files of a new post, a draft with valid front matter. */
import type { Command } from 'commander';
import { fail, type CliRun } from './run.ts';

/** Adds `new post` to `program`. */
export function addNewCommand(program: Command, run: CliRun): void {
  program
    .command('new')
    .description('create new content')
    .command('post')
    .argument('<slug>', 'the post slug: lowercase letters a–z, digits and hyphens')
    .description(
      "create blog/<slug>.{language}.md for every language of site.yaml, with valid front matter (today's date in site.yaml timeZone, default Europe/Istanbul), and print the next steps",
    )
    .option('--content <dir>', 'content folder', 'content')
    .action(async (slug: string, opts: { content: string }) => {
      try {
        const { createPost, nextSteps } = await import('../new-post.ts');
        for (const line of nextSteps(await createPost({ contentDir: opts.content, slug }))) run.terminal.say(line);
      } catch (error) {
        fail(run, error);
        run.code = 1;
      }
    });
}
