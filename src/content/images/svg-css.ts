/**
 * Whether CSS inside an SVG (a `<style>` element, a `style` attribute or a presentation attribute such as
 * `fill`) could make a browser fetch anything. The CSS is read as a browser reads it: css-tree's tokenizer (which
 * follows CSS Syntax Level 3, so comments end tokens and strings and escapes are where a browser sees them), then
 * every name and string unescaped before it is judged, so `@\69mport`, `\75rl(`, `\000075rl(` and `URL(` are
 * `@import` and `url(` here as they are in Chromium.
 *
 * The rule is narrow on purpose, since the site's SVGs need no outside resource at all: `url()` and `src()` may
 * only name a fragment of the file itself (`url(#gradient)`); no other function may hold a string (`image-set("…")`,
 * `image("…")`, `-webkit-image-set("…")` fetch the strings they hold); and only the at-rules that fetch nothing
 * (`@media`, `@supports`, `@keyframes`, `@layer`) are allowed, so `@import`, `@font-face`, `@namespace` and the
 * unknown at-rule a comment inside `@import` makes all count.
 */
import { ident, string as cssString, tokenize, tokenTypes, url as cssUrl } from 'css-tree';

/** At-rules that never fetch anything. */
const SAFE_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'layer']);
/** Functions whose argument is a URL, either a string or (for `url`) the unquoted URL token a browser makes of it. */
const URL_FUNCTIONS = new Set(['url', 'src']);
/** Functions refused whatever they hold: `attr()` can make a URL of an attribute's value. */
const REFUSED_FUNCTIONS = new Set(['attr']);
const isFragment = (reference: string) => reference.trim().startsWith('#');

interface Token {
  type: number;
  text: string;
}

/**
 * The first reference to anything outside the document in `css`, as written (`url(http://x/y.png)`, `@import`),
 * or `undefined` when there is none. Any text is accepted: what is not valid CSS is read with a browser's error
 * recovery.
 * @param css - the CSS as the XML or HTML parser hands it over (entities already expanded).
 */
export function externalCssReference(css: string): string | undefined {
  const tokens: Token[] = [];
  tokenize(css, (type, start, end) => {
    if (type !== tokenTypes.WhiteSpace && type !== tokenTypes.Comment)
      tokens.push({ type, text: css.slice(start, end) });
  });
  /** The functions and blocks open at each token: a function's unescaped lowercase name, `''` for a bracket. */
  const open: string[] = [];
  for (const [index, token] of tokens.entries()) {
    switch (token.type) {
      case tokenTypes.Url:
        if (!isFragment(cssUrl.decode(token.text))) return token.text;
        break;
      case tokenTypes.BadUrl:
        return token.text;
      case tokenTypes.AtKeyword:
        if (!SAFE_AT_RULES.has(ident.decode(token.text.slice(1)).toLowerCase())) return token.text;
        break;
      case tokenTypes.Function: {
        const name = ident.decode(token.text.slice(0, -1)).toLowerCase();
        if (REFUSED_FUNCTIONS.has(name)) return token.text;
        // A URL function is safe only with a fragment as a string: a browser reads `\75rl(x)` as a URL token, which
        // css-tree (comparing the name as written) reads as a function, so an unquoted argument counts.
        if (URL_FUNCTIONS.has(name)) {
          const argument = tokens[index + 1];
          if (argument?.type !== tokenTypes.String || !isFragment(cssString.decode(argument.text)))
            return `${token.text}${argument?.text ?? ''}`;
        }
        open.push(name);
        break;
      }
      case tokenTypes.String:
        if (open.some(Boolean) && !(URL_FUNCTIONS.has(open.at(-1)!) && tokens[index - 1]?.type === tokenTypes.Function))
          return token.text;
        break;
      case tokenTypes.LeftParenthesis:
      case tokenTypes.LeftSquareBracket:
      case tokenTypes.LeftCurlyBracket:
        open.push('');
        break;
      case tokenTypes.RightParenthesis:
      case tokenTypes.RightSquareBracket:
      case tokenTypes.RightCurlyBracket:
        open.pop();
        break;
    }
  }
  return undefined;
}
