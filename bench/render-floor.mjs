// node bench/render-floor.mjs <page url> [--runs 600]
// What a server render would cost without runtime styles. Against an API running with its caches off
// (PUBLIC_CACHE_MAX_BYTES=1 PAGE_STORE=off), it asks for the page and reads the render's own time from
// `Server-Timing` (data, render: the app as it is), then rebuilds the page's body from that very HTML as
// plain React elements with their class names, as if every style had been extracted at build time, and
// times React's `renderToString` of that tree (rebuilt on every run, as components would be).
import { performance } from 'node:perf_hooks';
import { parseDocument } from 'htmlparser2';

// React's production build, as the API runs it (the development one is several times slower).
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');

const url = process.argv[2];
if (!url) {
  console.error('Usage : node bench/render-floor.mjs <url de la page> [--runs 600]');
  process.exit(2);
}
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 600;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The app as it is: the median `data` and `render` durations of 40 uncached requests. */
const timings = { data: [], render: [] };
let html = '';
for (let i = 0; i < 40; i += 1) {
  const res = await fetch(url);
  html = await res.text();
  const header = res.headers.get('server-timing') ?? '';
  for (const name of ['data', 'render']) {
    const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header);
    if (match) timings[name].push(Number(match[1]));
  }
}
if (!timings.render.length) {
  console.error("La page n'a pas été rendue : lancez l'API avec PUBLIC_CACHE_MAX_BYTES=1 PAGE_STORE=off.");
  process.exit(1);
}

const root = parseDocument(html).children.flatMap(function find(node) {
  if (node.attribs?.id === 'root') return [node];
  return (node.children ?? []).flatMap(find);
})[0];
if (!root) throw new Error('Pas de #root dans la page');

const ATTRIBUTE_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  datetime: 'dateTime',
};
const reactName = (name) =>
  ATTRIBUTE_NAMES[name] ?? (/^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()));
let elements = 0;
/** The node as React elements; inline styles and SVG attributes are kept as markup-equivalent props. */
function toReact(node, key) {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return null;
  elements += 1;
  const props = { key };
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === 'style') {
      props.style = Object.fromEntries(
        value
          .split(';')
          .filter((rule) => rule.includes(':'))
          .map((rule) => {
            const [property, ...rest] = rule.split(':');
            const camel = property.trim().replace(/-([a-z])/g, (_m, c) => c.toUpperCase());
            return [property.trim().startsWith('--') ? property.trim() : camel, rest.join(':').trim()];
          }),
      );
    } else props[reactName(name)] = value;
  }
  const children = node.children.map((child, i) => toReact(child, i));
  return createElement(node.name, props, ...children);
}

renderToString(createElement('div', null, ...root.children.map((child, i) => toReact(child, i))));
const counted = elements;
for (let i = 0; i < 50; i += 1) renderToString(createElement('div', null, ...root.children.map((child, j) => toReact(child, j))));
const started = performance.now();
for (let i = 0; i < runs; i += 1) {
  renderToString(createElement('div', null, ...root.children.map((child, j) => toReact(child, j))));
}
const floorMs = (performance.now() - started) / runs;

console.log(`${url}`);
console.log(`  éléments dans la page        : ${counted}`);
console.log(`  données (Server-Timing, p50) : ${median(timings.data).toFixed(2)} ms`);
console.log(`  rendu de l'app (p50)         : ${median(timings.render).toFixed(2)} ms`);
console.log(`  même HTML sans styles calculés (React seul, ${runs} rendus) : ${floorMs.toFixed(2)} ms`);
