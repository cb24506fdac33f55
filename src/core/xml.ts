/** A character XML escapes in character data and attribute values (XML 1.0 §2.4, §3.1). */
const SPECIAL = /[&<>"]/;

/**
 * `text` with `&`, `<`, `>` and `"` written as entity references, for XML character data and double-quoted
 * attribute values (sitemaps, feeds). Most texts (URLs, titles) hold none of them and come back as they are.
 */
export function escapeXml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
