import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { inlineScriptSources } from '../../src/web/frontend-bundle';

const FORBIDDEN_TAGS = new Set([
  'object',
  'embed',
  'applet',
  'base',
  'frame',
  'frameset',
  'portal',
  'isindex',
  'xmp',
  'noembed',
  'foreignobject',
  'animate',
  'set',
  'use',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'srcset',
  'codebase',
  'code',
]);
const FRAME_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//;
// Whitespace and control characters browsers drop from a URL scheme before reading it.
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();

/**
 * Lists what in a page could run script, as a browser would parse it: script elements other than the
 * application's bundles, its start-up script (the inline one the built page carries, recognised by the
 * hash the Content-Security-Policy allows) and JSON data, event-handler attributes, script URLs, frames to foreign hosts,
 * plugin and base elements, refresh redirects and scripted CSS. An empty list means the markup is inert
 * whatever the Content-Security-Policy says.
 */
let appInlineScripts: Set<string> | null = null;

export function activeMarkup(html: string, options: { appScripts?: boolean } = {}): string[] {
  const problems: string[] = [];
  // Read once from the built page: the suites call this for hundreds of pages.
  appInlineScripts ??= new Set(inlineScriptSources());
  const allowedInline = options.appScripts === false ? new Set<string>() : appInlineScripts;
  // An inline module script is judged once its text is read: allowed only if it is the app's own.
  let inlineScript: { attributes: Record<string, string>; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (tag === 'script') {
          const type = (attributes.type ?? '').toLowerCase();
          const data = type === 'application/json' || type === 'application/ld+json';
          const bundle =
            options.appScripts !== false &&
            /^\/blog\/[\w./-]+\.m?js$/.test(attributes.src ?? '') &&
            (type === '' || type === 'module');
          if (type === 'module' && attributes.src === undefined && allowedInline.size > 0)
            inlineScript = { attributes, text: '' };
          else if (!data && !bundle) problems.push(`<script ${JSON.stringify(attributes)}>`);
        }
        if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
        if (tag === 'meta' && attributes['http-equiv']) problems.push(`<meta http-equiv=${attributes['http-equiv']}>`);
        if (tag === 'link' && /import/i.test(attributes.rel ?? '')) problems.push('<link rel=import>');
        if (tag === 'iframe' && (attributes.srcdoc !== undefined || !FRAME_HOSTS.test(attributes.src ?? '')))
          problems.push(`<iframe ${JSON.stringify(attributes)}>`);
        for (const [key, raw] of Object.entries(attributes)) {
          const attr = key.toLowerCase();
          const value = normalise(raw);
          if (attr.startsWith('on')) problems.push(`<${tag} ${attr}>`);
          if (
            URL_ATTRIBUTES.has(attr) &&
            /(^|[\s,;=])(javascript|vbscript|livescript):|data:text\/html|data:image\/svg/.test(value)
          )
            problems.push(`<${tag} ${attr}="${raw}">`);
          if (attr === 'style' && /expression\(|javascript:|-moz-binding|behavior:/.test(value))
            problems.push(`<${tag} style="${raw}">`);
        }
      },
      ontext(text) {
        if (inlineScript) inlineScript.text += text;
      },
      onclosetag(name) {
        if (name.toLowerCase() !== 'script' || !inlineScript) return;
        const source = `'sha256-${createHash('sha256').update(inlineScript.text).digest('base64')}'`;
        if (!allowedInline.has(source))
          problems.push(`<script ${JSON.stringify(inlineScript.attributes)}>${inlineScript.text.slice(0, 80)}`);
        inlineScript = null;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return problems;
}
