import {
  cleanPlainText,
  isAllowedEmbed,
  isAllowedImageSource,
  isAllowedLink,
  sanitizeArticleHtml as clean,
} from './html-sanitizer';

describe('article HTML sanitizer', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Titre</h2><p>Du <strong>gras</strong>, de l’<em>italique</em>, <u>souligné</u>, <s>barré</s>, <mark>surligné</mark>.</p>' +
      '<ul><li>un</li></ul><ol start="3"><li>trois</li></ol><blockquote>cité</blockquote>' +
      '<pre><code class="language-bash">apt update</code></pre><hr><table><thead><tr><th scope="col">A</th></tr></thead>' +
      '<tbody><tr><td colspan="2">1</td></tr></tbody></table><figure><img src="https://cdn.exemple.fr/a.png" alt="a"><figcaption>l</figcaption></figure>';
    const out = clean(html);
    for (const part of [
      '<h2>Titre</h2>',
      '<strong>gras</strong>',
      '<mark>surligné</mark>',
      '<ol start="3">',
      '<blockquote>cité</blockquote>',
      '<code class="language-bash">apt update</code>',
      '<th scope="col">A</th>',
      '<td colspan="2">1</td>',
      '<figcaption>l</figcaption>',
    ]) {
      expect(out).toContain(part);
    }
    expect(out).toContain('<img src="https://cdn.exemple.fr/a.png" alt="a" loading="lazy" />');
  });

  it('keeps an « Offre » block as its product id and cycle only, and nothing else', () => {
    expect(clean('<hr data-offer="7" data-cycle="annually">')).toBe('<hr data-offer="7" data-cycle="annually" />');
    expect(
      clean(
        '<hr data-offer="7" data-cycle="weekly" data-price="0.01" class="x" style="color:red" onclick="alert(1)" href="https://evil.example">',
      ),
    ).toBe('<hr data-offer="7" />');
    expect(clean('<hr data-offer="javascript:alert(1)" data-cycle="monthly">')).toBe('<hr />');
    expect(clean('<hr data-offer="0">')).toBe('<hr />');
    // Nothing can ride inside it: the element is void.
    expect(clean('<hr data-offer="7">Prix : 0,01 €<a href="https://evil.example">Commander</a></hr>')).toBe(
      '<hr data-offer="7" />Prix : 0,01 €<a href="https://evil.example" rel="noopener noreferrer nofollow">Commander</a>',
    );
    expect(clean('<div data-offer="7" data-cycle="monthly"></div><p data-offer="7">x</p>')).toBe('<p>x</p>');
  });

  it('removes scripts together with their text, and style sheets', () => {
    expect(clean('<p>ok<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>ok</p>');
    expect(clean('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('removes event handlers and style attributes', () => {
    expect(clean('<p style="color:red" onclick="x()" onmouseover="y()">t</p>')).toBe('<p>t</p>');
  });

  it('turns links with a forbidden scheme into blank links', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,abc">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="vbscript:msgbox">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto and tel links and marks external ones', () => {
    expect(clean('<a href="https://exemple.fr/a?b=1">x</a>')).toBe(
      '<a href="https://exemple.fr/a?b=1" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(clean('<a href="mailto:a@b.fr">m</a>')).toBe('<a href="mailto:a@b.fr">m</a>');
    expect(clean('<a href="tel:+33100000000">t</a>')).toBe('<a href="tel:+33100000000">t</a>');
    expect(clean('<a href="/blog/article/x">x</a>')).toBe('<a href="/blog/article/x">x</a>');
  });

  it('drops images from other schemes or relative paths outside the uploads folder', () => {
    expect(clean('<img src="x" onerror="alert(1)">')).toBe('');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="/blog/uploads/images/a.webp" alt="">')).toBe(
      '<img src="/blog/uploads/images/a.webp" alt="" loading="lazy" />',
    );
  });

  it('filters srcset candidates one by one', () => {
    const out = clean(
      '<img src="/blog/uploads/images/a.webp" srcset="/blog/uploads/images/a-600.webp 600w, javascript:alert(1) 1w">',
    );
    expect(out).toContain('srcset="/blog/uploads/images/a-600.webp 600w"');
    expect(out).not.toContain('javascript');
  });

  it('keeps only YouTube and Vimeo embeds', () => {
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>')).toContain(
      'src="https://www.youtube-nocookie.com/embed/abc123"',
    );
    expect(clean('<iframe src="https://player.vimeo.com/video/123"></iframe>')).toContain('player.vimeo.com/video/123');
    expect(clean('<iframe src="https://evil.example/embed/abc"></iframe>')).toBe('');
    expect(clean('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('keeps only language classes on code blocks', () => {
    expect(clean('<pre><code class="language-js evil">x</code></pre>')).toBe('<pre><code class="language-js">x</code></pre>');
    expect(clean('<p class="hidden">x</p>')).toBe('<p>x</p>');
  });

  it('escapes text so that it cannot open a tag', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; "a"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "a"</p>');
  });
});

describe('URL checks', () => {
  it('accepts links by scheme only', () => {
    expect(isAllowedLink('https://a.fr')).toBe(true);
    expect(isAllowedLink('HTTPS://a.fr')).toBe(true);
    expect(isAllowedLink('ftp://a.fr')).toBe(false);
    expect(isAllowedLink('/\\evil.example')).toBe(false);
    expect(isAllowedLink('#section')).toBe(true);
  });
  it('accepts image sources over http(s) or from the uploads folder', () => {
    expect(isAllowedImageSource('/blog/uploads/images/a.webp')).toBe(true);
    expect(isAllowedImageSource('/blog/api/secret')).toBe(false);
    expect(isAllowedImageSource('/blog/uploads/../api')).toBe(false);
  });
  it('keeps images served from an S3 bucket address, plain http on a private network included', () => {
    const url = 'http://127.0.0.1:9000/blog-uploads/images/2026/11/0123456789abcdef0123456789abcdef.webp';
    expect(isAllowedImageSource(url)).toBe(true);
    expect(isAllowedImageSource('https://medias.exemple.fr/images/2026/11/a.webp')).toBe(true);
    const srcset = `${url.replace('.webp', '-600w.webp')} 600w, ${url} 2000w`;
    expect(clean(`<img src="${url}" srcset="${srcset}" alt="">`)).toBe(
      `<img src="${url}" srcset="${srcset}" alt="" loading="lazy" />`,
    );
  });
  it('accepts embeds of the known video players only', () => {
    expect(isAllowedEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ?start=10')).toBe(true);
    expect(isAllowedEmbed('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isAllowedEmbed('https://www.youtube.com.evil.example/embed/x')).toBe(false);
  });
});

describe('plain-text fields', () => {
  it('are trimmed, capped and kept as text', () => {
    expect(cleanPlainText('  <b>Titre</b>  ', 100)).toBe('<b>Titre</b>');
    expect(cleanPlainText('abcdef', 3)).toBe('abc');
    expect(cleanPlainText('   ', 10)).toBeNull();
    expect(cleanPlainText('a\u0000b', 10)).toBe('ab');
  });
});
