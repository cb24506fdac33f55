/** Errors of the templates: type errors, throws while rendering, loops, loading (ES04xx). */
import { defineError } from './define.ts';

export const TEMPLATE_ERRORS = {
  TemplateTypeError: defineError<{ said: string }>({
    code: 'ES0401',
    title: 'Type error in a template',
    when: 'TypeScript’s check of templates/ finds an error, e.g. a field the page’s view does not have.',
    message: ({ said }) => said,
    hint: 'use a field the view has (src/site/page-data.ts and src/site/view-types.ts declare them)',
    example: { said: '`hero.headng` is no field of `hero`; did you mean `heading`?' },
  }),
  TemplateConfig: defineError<{ said: string; tsCode: string }>({
    code: 'ES0402',
    title: 'Template TypeScript configuration',
    when: 'TypeScript reports an error of the configuration of templates/ rather than of a file.',
    message: ({ said }) => said,
    hint: ({ tsCode }) => `fix the TypeScript configuration (TypeScript's error TS${tsCode})`,
    example: { said: "Cannot find type definition file for 'node'.", tsCode: '2688' },
  }),
  TypeScriptMissing: defineError({
    code: 'ES0403',
    title: 'TypeScript not installed',
    when: 'The TypeScript compiler that checks the templates is not installed in the project.',
    message: () => 'the TypeScript compiler is not installed in this project',
    hint: 'run npm ci',
  }),
  TypeScriptFailed: defineError<{ said: string }>({
    code: 'ES0404',
    title: 'TypeScript did not run',
    when: 'The TypeScript compiler could not be started.',
    message: ({ said }) => `the TypeScript compiler did not run: ${said}`,
    hint: 'run npm ci',
    example: { said: 'spawn EACCES' },
  }),
  TypeCheckOutside: defineError<{ said: string }>({
    code: 'ES0405',
    title: 'Type error outside templates/',
    when: 'The type check of the templates fails in a file they import from outside templates/.',
    message: ({ said }) => `the templates' type check failed outside templates/: ${said}`,
    hint: 'run npm run typecheck to see every error',
    example: { said: "src/site/view-types.ts(3,1): error TS1005: ';' expected." },
  }),
  TemplateThrew: defineError<{ cause: string; url: string; locale: string }>({
    code: 'ES0406',
    title: 'Template threw while rendering',
    when: 'A template threw an error while rendering a page; nothing is published.',
    message: ({ cause, url, locale }) => `${cause} while rendering ${url} (${locale})`,
    hint: 'fix the template at the line named; the output folder was left as it was',
    example: { cause: "Cannot read properties of undefined (reading 'eyebrow')", url: '/', locale: 'en' },
  }),
  TemplateTimeout: defineError<{ kind: string; seconds: number; url: string; locale: string }>({
    code: 'ES0407',
    title: 'Template never returned',
    when: 'A template ran past the time limit while rendering a page, usually a loop that never ends.',
    message: ({ kind, seconds, url, locale }) =>
      `the templates of the ${kind} page ran for over ${seconds} s without returning while rendering ${url} (${locale})`,
    hint: "look for a loop that never ends in the page kind's template or a component it uses; the output folder was left as it was",
    example: { kind: 'about', seconds: 10, url: '/about', locale: 'en' },
  }),
  TemplateLoad: defineError<{ said: string }>({
    code: 'ES0408',
    title: 'Template failed to load',
    when: 'The bundled templates threw while being loaded, before any page was rendered.',
    message: ({ said }) => `a template failed to load: ${said}`,
    hint: 'fix the template',
    example: { said: 'x is not defined' },
  }),
  BundleFailed: defineError<{ said: string }>({
    code: 'ES0409',
    title: 'Bundling failed',
    when: 'esbuild could not bundle the templates or the browser script: a syntax error or a missing import.',
    message: ({ said }) => said,
    hint: 'fix the file at the line named',
    example: { said: 'Expected ")" but found "}"' },
  }),
} as const;
