/** Fills the built index.html: head tags, the rendered markup and the JSON data block. */
export function fillTemplate(template: string, parts: { head: string; html: string; dataId: string; dataJson: string }): string {
  const data = `<script type="application/json" id="${parts.dataId}">${parts.dataJson}</script>`;
  return template.replace('<!--app-head-->', parts.head).replace('<!--app-html-->', parts.html).replace('<!--app-data-->', data);
}

/** Shown under /blog when the API runs without a frontend build. */
export const FRONTEND_MISSING_HTML = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Interface non construite</title></head>
<body style="font-family:system-ui;background:#0F1419;color:#F3F4F6;padding:3rem">
<h1>L'interface du blog n'est pas construite</h1>
<p>Lancez <code>npm run build</code> (ou <code>npm start</code>, qui construit ce qui manque), puis rechargez cette page.</p>
<p>L'API reste disponible sous <a style="color:#FACC15" href="/blog/api/docs">/blog/api/docs</a>.</p></body></html>`;
