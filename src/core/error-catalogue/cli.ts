/** Errors of the command line and the servers: options, folders, ports, `new post`, `check --launch` (ES06xx). */
import { defineError } from './define.ts';

const PLAIN_PATH = 'a path of plain folder names (letters, digits, - _ . ~; none starting with a dot)';

export const CLI_ERRORS = {
  BadPort: defineError({
    code: 'ES0601',
    title: 'Invalid port',
    when: '`--port` is not a number from 0 to 65535.',
    message: () => 'expected a port number 0–65535',
    hint: 'give a port such as 4321, or 0 for any free port',
  }),
  BadUrl: defineError<{ wanted: string }>({
    code: 'ES0602',
    title: 'Invalid base URL',
    when: '`--base-url` is not an absolute http(s) URL without user, password, query or fragment.',
    message: ({ wanted }) => `expected ${wanted}`,
    hint: 'give the address of the site, e.g. https://www.example.com or https://owner.github.io/repo/',
    example: { wanted: 'an http or https URL' },
  }),
  BadPath: defineError<{ example: string }>({
    code: 'ES0603',
    title: 'Invalid path prefix',
    when: 'The path of `--base-url` or `--base-path` has other than plain folder names.',
    message: ({ example }) => `expected ${PLAIN_PATH}, e.g. ${example}`,
    hint: 'name the folders with letters, digits, - _ . ~ only',
    example: { example: '/repo' },
  }),
  BadHostName: defineError({
    code: 'ES0604',
    title: 'Invalid host name',
    when: '`--allowed-host` is not a plain host name.',
    message: () => 'expected a host name without port, scheme or path, e.g. mybox.local',
    hint: 'give the name alone, e.g. mybox.local',
  }),
  PortInUse: defineError<{ first: number; last: number }>({
    code: 'ES0605',
    title: 'Port in use',
    when: 'The port `dev` or `preview` should listen on (and the next ones tried) is taken.',
    message: ({ first, last }) =>
      first === last
        ? `port ${first} is in use: stop what runs there or choose another with --port`
        : `ports ${first}–${last} are all in use: stop what runs there or choose another with --port`,
    hint: 'stop what runs there or choose another port with --port',
    example: { first: 4321, last: 4321 },
  }),
  HostNotLocal: defineError<{ host: string }>({
    code: 'ES0606',
    title: 'Host is no address of this machine',
    when: '`--host` names an address this machine does not have.',
    message: ({ host }) =>
      `cannot listen on ${host}: it is no address of this machine (choose another with --host, e.g. 127.0.0.1)`,
    hint: 'choose another with --host, e.g. 127.0.0.1',
    example: { host: '10.9.9.9' },
  }),
  HostNotFound: defineError<{ host: string }>({
    code: 'ES0607',
    title: 'No such host',
    when: '`--host` names a host that cannot be resolved.',
    message: ({ host }) => `cannot listen on ${host}: no such host (choose another with --host, e.g. 127.0.0.1)`,
    hint: 'choose another with --host, e.g. 127.0.0.1',
    example: { host: 'nowhere.invalid' },
  }),
  PortPrivileged: defineError<{ port: number }>({
    code: 'ES0608',
    title: 'Privileged port',
    when: 'The port is below 1024 and this user may not listen on it.',
    message: ({ port }) => `port ${port} needs privileges this user does not have: choose one above 1023 with --port`,
    hint: 'choose a port above 1023 with --port',
    example: { port: 80 },
  }),
  RestartNeeded: defineError<{ files: string }>({
    code: 'ES0609',
    title: 'Restart needed',
    when: 'A source of eventsite itself changed while a dev server ran that the CLI did not start (`eventsite dev` starts again by itself).',
    message: ({ files }) => `${files} changed: restart needed`,
    hint: 'start the dev server again; the pages served are from before this change',
    example: { files: 'src/site/page-data.ts' },
  }),
  OutIsNoFolder: defineError<{ dir: string }>({
    code: 'ES0610',
    title: 'Built folder is a file',
    when: '`preview --out` names a file rather than the built folder.',
    message: ({ dir }) => `${dir} is not a folder: name the built folder with --out`,
    example: { dir: 'dist' },
  }),
  OutMissing: defineError<{ dir: string }>({
    code: 'ES0611',
    title: 'Built folder missing',
    when: '`preview` (or `host-config`) is asked for a built folder that does not exist.',
    message: ({ dir }) =>
      `${dir} does not exist: build the site first with \`npm run build\`, or name the built folder with --out`,
    example: { dir: 'dist' },
  }),
  ContentNotWritable: defineError<{ dir: string; why: string; reason: string }>({
    code: 'ES0612',
    title: 'Content folder not writable',
    when: '`new post` cannot write into `blog/`: permissions, or a read-only file system.',
    message: ({ dir, why, reason }) =>
      `${dir} cannot be written: ${why} (${reason}); change its permissions, or name another content folder with --content`,
    example: { dir: 'content/blog', why: 'this user may not write to it', reason: 'EACCES' },
  }),
  PostExists: defineError<{ slug: string }>({
    code: 'ES0613',
    title: 'Post exists',
    when: '`new post` is given the slug of a post that exists.',
    message: ({ slug }) => `a post "${slug}" already exists`,
    hint: 'choose another slug',
    example: { slug: 'rsvp-guide' },
  }),
  SlugIsAlias: defineError<{ slug: string }>({
    code: 'ES0614',
    title: 'Slug is an old address',
    when: '`new post` is given a slug another post keeps as an alias.',
    message: ({ slug }) => `"${slug}" is already an alias of another post`,
    hint: 'choose another slug',
    example: { slug: 'rsvp' },
  }),
  SiteSettings: defineError<{
    problem: 'cannot be read' | 'is not well-formed YAML' | 'has no valid languages list' | 'has an unknown time zone';
  }>({
    code: 'ES0615',
    title: 'Site settings unusable for new post',
    when: '`new post` cannot read what it needs from `site.yaml`: the file, its YAML, its languages or time zone.',
    message: ({ problem }) => problem,
    hint: '`npm run check` names the line',
    example: { problem: 'has an unknown time zone' },
  }),
  LaunchItem: defineError<{ needed: string }>({
    code: 'ES0616',
    title: 'To supply before launch',
    when: '`check --launch` lists a sample or fictional default the company must still replace.',
    message: ({ needed }) => `to supply before launch: ${needed}`,
    hint: 'replace it with the real value; docs/content.md, "Before launch", lists them',
    example: { needed: 'the real phone number' },
  }),
} as const;
