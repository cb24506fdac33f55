/** Errors of markdown bodies: structure, unsafe markup and limits (ES01xx, from ES0160). */
import { defineError } from './define.ts';

export const MARKDOWN_ERRORS = {
  BodyTooDeep: defineError<{ depth: number }>({
    code: 'ES0160',
    title: 'Body nested too deep',
    when: 'Blockquotes, lists and emphasis of a body nest deeper than the limit.',
    message: ({ depth }) => `the body nests ${depth} levels deep`,
    hint: 'flatten the nesting: a few levels of lists and quotes are all a page needs',
    example: { depth: 40 },
  }),
  BodyLimit: defineError<{ limit: string }>({
    code: 'ES0161',
    title: 'Body over a limit',
    when: 'A body is too long, has too many lines, or too much markup in one paragraph for a page to read well.',
    message: ({ limit }) => limit,
    hint: 'split the text into several posts or paragraphs',
    example: { limit: 'the body has 2400 lines, over the limit of 2000' },
  }),
  UnsafeLinkScheme: defineError<{ url: string }>({
    code: 'ES0162',
    title: 'Link scheme not allowed',
    when: 'A link of a body uses a scheme such as `javascript:` (a warning: the link is emptied).',
    message: ({ url }) => `link "${url}" uses a scheme that is not allowed and was emptied`,
    hint: 'link to a web page (https://…), an e-mail address (mailto:…) or a page of the site',
    example: { url: 'javascript:alert(1)' },
  }),
  RawHtml: defineError<{ html: string }>({
    code: 'ES0163',
    title: 'Raw HTML in markdown',
    when: 'A body holds HTML tags (a warning: they are removed).',
    message: ({ html }) => `raw HTML ${JSON.stringify(html)} is not allowed in markdown and was removed`,
    hint: 'write it in markdown, or ask a developer for a template change',
    example: { html: '<script>' },
  }),
  BodyEmpty: defineError<{ what: string }>({
    code: 'ES0164',
    title: 'Body empty',
    when: 'A markdown file has front matter but no text after it.',
    message: ({ what }) => `${what} is empty`,
    hint: 'write the text after the closing --- line',
    example: { what: 'the post body' },
  }),
  BodyImageTarget: defineError<{ url: string; problem: string }>({
    code: 'ES0165',
    title: 'Body image cannot be shown',
    when: 'An image of a body is not a file under content/images/ the site publishes: outside it, on another site, a GIF, a query in its URL …',
    message: ({ url, problem }) => `image "${url}"${problem}`,
    hint: 'save the photo under content/images/ (e.g. content/images/blog/) and write its path',
    example: { url: '../secret.jpg', problem: ' is not under content/images/' },
  }),
  BodyImageAlt: defineError<{ url: string }>({
    code: 'ES0166',
    title: 'Body image without alt text',
    when: 'An image of a body has nothing between its square brackets.',
    message: ({ url }) => `image "${url}" has no alt text`,
    hint: 'say what the photo shows, in the language of the post',
    example: { url: 'blog/toast.jpg' },
  }),
  BodyImageTitle: defineError<{ title: string; url: string }>({
    code: 'ES0167',
    title: 'Body image title not shown',
    when: 'An image of a body has a title in quotes, which no reader sees.',
    message: ({ title, url }) => `the title "${title}" of image "${url}" is not shown`,
    hint: 'write a caption as text under the image',
    example: { title: 'A toast', url: 'blog/toast.jpg' },
  }),
} as const;
