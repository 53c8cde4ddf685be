const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;

/** The built index.html cut at its three markers (once per template), so that a page is one concatenation. */
const pieces = new Map<string, readonly string[]>();

function piecesOf(template: string): readonly string[] {
  let cut = pieces.get(template);
  if (!cut) {
    const found: string[] = [];
    let rest = template;
    for (const marker of MARKERS) {
      const at = rest.indexOf(marker);
      if (at < 0) throw new Error(`Le gabarit de page n’a pas le repère ${marker}`);
      found.push(rest.slice(0, at));
      rest = rest.slice(at + marker.length);
    }
    cut = [...found, rest];
    pieces.set(template, cut);
  }
  return cut;
}

/**
 * Fills the built index.html: head tags, the rendered markup and the JSON data block. Inserted as
 * they are: no `$` pattern of `String.replace` applies to a page's text.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; dataId: string; dataJson: string }): string {
  const [beforeHead, beforeHtml, beforeData, after] = piecesOf(template);
  const data = `<script type="application/json" id="${parts.dataId}">${parts.dataJson}</script>`;
  return beforeHead + parts.head + beforeHtml + parts.html + beforeData + data + after;
}

/** Shown under /blog when the API runs without a frontend build. */
export const FRONTEND_MISSING_HTML = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Interface non construite</title></head>
<body style="font-family:system-ui;background:#0F1419;color:#F3F4F6;padding:3rem">
<h1>L'interface du blog n'est pas construite</h1>
<p>Lancez <code>npm run build</code> (ou <code>npm start</code>, qui construit ce qui manque), puis rechargez cette page.</p>
<p>L'API reste disponible sous <a style="color:#FACC15" href="/blog/api/docs">/blog/api/docs</a>.</p></body></html>`;
