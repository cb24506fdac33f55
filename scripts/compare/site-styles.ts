/** The one small stylesheet of the Eleventy and Hugo comparison sites, so both send the same CSS. */
export const STYLES = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#222}
.site-header,.site-footer{display:flex;gap:1rem;align-items:center;padding:1rem;background:#0b0b0b;color:#fff}
.site-header a,.site-footer a{color:#fff}
nav ul,.tags{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
main{max-width:48rem;margin:0 auto;padding:1rem}
img{max-width:100%;height:auto}
.cards{list-style:none;padding:0;display:grid;gap:1.5rem}
blockquote{border-left:4px solid #c9a227;margin-left:0;padding-left:1rem}
`;
