const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;

/** The built index.html cut at its three markers and encoded, once per template. */
const pieces = new Map<string, readonly Buffer[]>();

function piecesOf(template: string): readonly Buffer[] {
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
    cut = [...found, rest].map((piece) => Buffer.from(piece));
    pieces.set(template, cut);
  }
  return cut;
}

/**
 * Fills the built index.html: head tags, the rendered markup (in pieces, as the render gives it) and
 * the JSON data block. Inserted as they are: no `$` pattern of `String.replace` applies to a page's
 * text. Each text is encoded straight into the page's bytes: a page of 50 KB is never copied into
 * one more string first.
 */
export function fillTemplate(
  template: string,
  parts: { head: string; html: string | readonly string[]; dataId: string; dataJson: string },
): Buffer {
  const [beforeHead, beforeHtml, beforeData, after] = piecesOf(template) as [Buffer, Buffer, Buffer, Buffer];
  const markup = typeof parts.html === 'string' ? [parts.html] : parts.html;
  const data = [`<script type="application/json" id="${parts.dataId}">`, parts.dataJson, '</script>'];
  const texts = [parts.head, ...markup, ...data];
  let size = beforeHead.length + beforeHtml.length + beforeData.length + after.length;
  for (const text of texts) size += Buffer.byteLength(text);
  const page = Buffer.allocUnsafe(size);
  let at = beforeHead.copy(page, 0);
  at += page.write(parts.head, at);
  at += beforeHtml.copy(page, at);
  for (const piece of markup) at += page.write(piece, at);
  at += beforeData.copy(page, at);
  for (const piece of data) at += page.write(piece, at);
  at += after.copy(page, at);
  if (at !== size) throw new Error(`Page de ${at} octets au lieu de ${size}`);
  return page;
}

/** Shown under /blog when the API runs without a frontend build. */
export const FRONTEND_MISSING_HTML = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Interface non construite</title></head>
<body style="font-family:system-ui;background:#0F1419;color:#F3F4F6;padding:3rem">
<h1>L'interface du blog n'est pas construite</h1>
<p>Lancez <code>npm run build</code> (ou <code>npm start</code>, qui construit ce qui manque), puis rechargez cette page.</p>
<p>L'API reste disponible sous <a style="color:#FACC15" href="/blog/api/docs">/blog/api/docs</a>.</p></body></html>`;
