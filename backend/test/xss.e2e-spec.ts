import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** Classic and mutation XSS payloads (OWASP cheat sheet, PortSwigger list, DOMPurify bypass history). */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit" value="ok"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="/blog/uploads/a.webp" srcset="javascript:alert(1) 1x">',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="https://exemple.fr" target="_blank" onmouseover="alert(1)">x</a>',
  '<pre><code class="x" onclick="alert(1)">code</code></pre>',
];

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr ul ol li blockquote pre code strong b em i u s del mark sub sup small span a img figure figcaption table caption thead tbody tfoot tr th td iframe'.split(
    ' ',
  ),
);

/** Every tag of the stored HTML is allowed and carries no script, event handler, style or foreign URL. */
function expectSafeHtml(html: string): void {
  expect(html).not.toMatch(/<\s*script/i);
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?\s*([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    expect(ALLOWED_TAGS.has(name)).toBe(true);
    expect(tag).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|data:|style\s*=|srcdoc|xlink|background\s*=/i);
    if (name === 'iframe')
      expect(tag).toMatch(/src="https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//);
  }
}

it('has at least 30 payloads', () => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(30);
});

describe('article content', () => {
  it.each(VECTORS.map((v, i) => [i, v]))(
    'payload %i is stored sanitized and stays the same when saved again',
    async (_i, vector) => {
      const created = await t.api('POST', '/articles', {
        token: admin,
        body: { title: 'XSS', content: `<p>avant</p>${vector}<p>après</p>` },
      });
      expect(created.status).toBe(201);
      const stored: string = created.body.article.content;
      expectSafeHtml(stored);
      expect(stored).toContain('<p>avant</p>');
      const resaved = await t.api('PUT', `/articles/${created.body.article.id}`, {
        token: admin,
        body: { title: 'XSS', content: stored },
      });
      expect(resaved.body.article.content).toBe(stored);
    },
  );

  it('refuses a javascript: or data: featured image', async () => {
    for (const featured_image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      const res = await t.api('POST', '/articles', {
        token: admin,
        body: { title: 'Image', content: '<p>x</p>', featured_image },
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('plain-text fields are stored as text, never as HTML', () => {
  it('keeps article titles, short descriptions and meta fields exactly as typed', async () => {
    for (const vector of VECTORS) {
      const body = {
        title: ` ${vector} `,
        short_description: vector,
        meta_title: vector,
        meta_keywords: vector.slice(0, 500),
        content: '<p>x</p>',
      };
      const res = await t.api('POST', '/articles', { token: admin, body });
      expect(res.status).toBe(201);
      expect(res.body.article).toMatchObject({
        title: vector,
        short_description: vector,
        meta_title: vector,
        meta_description: vector,
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('keeps a biography exactly as typed', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const username = (await t.api('GET', '/auth/me', { token: u.token })).body.user.username;
    for (const vector of VECTORS) {
      const res = await t.api('PUT', '/users/profile', { token: u.token, body: { username, bio: vector } });
      expect(res.status).toBe(200);
      expect((await t.api('GET', '/auth/me', { token: u.token })).body.user.bio).toBe(vector);
    }
  });

  it('keeps a category description exactly as typed', async () => {
    for (const [i, vector] of VECTORS.entries()) {
      const res = await t.api('POST', '/categories', { token: admin, body: { name: `XSS ${i}`, description: vector } });
      expect(res.status).toBe(201);
      expect(res.body.category.description).toBe(vector);
    }
    const all = await t.api('GET', '/categories/all', { token: admin });
    expect(all.body.categories.filter((c: { description: string | null }) => VECTORS.includes(c.description ?? ''))).toHaveLength(
      VECTORS.length,
    );
  });

  it('keeps a tag name exactly as typed', async () => {
    for (const [i, vector] of VECTORS.entries()) {
      const name = `${i} ${vector}`.slice(0, 50).trim();
      const res = await t.api('POST', '/profile-tags', { token: admin, body: { name } });
      expect(res.status).toBe(201);
      expect(res.body.tag.name).toBe(name);
    }
  });
});
