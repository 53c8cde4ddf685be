import { Parser } from 'htmlparser2';

const FORBIDDEN_TAGS = new Set(['object', 'embed', 'applet', 'base', 'frame', 'frameset', 'portal', 'isindex', 'xmp', 'noembed', 'foreignobject', 'animate', 'set', 'use']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'codebase', 'code']);
const FRAME_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//;
// Whitespace and control characters browsers drop from a URL scheme before reading it.
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();

/**
 * Lists what in a page could run script, as a browser would parse it: script elements other than the
 * application's bundles and JSON data, event-handler attributes, script URLs, frames to foreign hosts,
 * plugin and base elements, refresh redirects and scripted CSS. An empty list means the markup is inert
 * whatever the Content-Security-Policy says.
 */
export function activeMarkup(html: string, options: { appScripts?: boolean } = {}): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (tag === 'script') {
          const type = (attributes.type ?? '').toLowerCase();
          const data = type === 'application/json' || type === 'application/ld+json';
          const bundle = options.appScripts !== false && /^\/blog\/[\w./-]+\.m?js$/.test(attributes.src ?? '') && (type === '' || type === 'module');
          if (!data && !bundle) problems.push(`<script ${JSON.stringify(attributes)}>`);
        }
        if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
        if (tag === 'meta' && attributes['http-equiv']) problems.push(`<meta http-equiv=${attributes['http-equiv']}>`);
        if (tag === 'link' && /import/i.test(attributes.rel ?? '')) problems.push('<link rel=import>');
        if (tag === 'iframe' && (attributes.srcdoc !== undefined || !FRAME_HOSTS.test(attributes.src ?? ''))) problems.push(`<iframe ${JSON.stringify(attributes)}>`);
        for (const [key, raw] of Object.entries(attributes)) {
          const attr = key.toLowerCase();
          const value = normalise(raw);
          if (attr.startsWith('on')) problems.push(`<${tag} ${attr}>`);
          if (URL_ATTRIBUTES.has(attr) && /(^|[\s,;=])(javascript|vbscript|livescript):|data:text\/html|data:image\/svg/.test(value)) problems.push(`<${tag} ${attr}="${raw}">`);
          if (attr === 'style' && /expression\(|javascript:|-moz-binding|behavior:/.test(value)) problems.push(`<${tag} style="${raw}">`);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return problems;
}
