/** @jest-environment jsdom */
import { blocksToHtml, htmlToBlocks, safeHref, type Block } from './html-blocks';

/** Articles as the editor stores them: each must come back byte for byte after a trip through the blocks. */
const CORPUS: Record<string, string> = {
  'a Minecraft guide with headings h2 to h4 and emphasis': [
    '<h2>Installer un serveur Minecraft</h2>',
    '<p>Un serveur <strong>Paper</strong> offre de <em>meilleures performances</em> que le serveur vanilla.</p>',
    '<h3>Pré-requis</h3>',
    '<p>Java 21 et au moins <strong><em>4 Go</em></strong> de mémoire.</p>',
    '<h4>Vérifier la version de Java</h4>',
    '<p>Lancez <code>java -version</code> dans un terminal.</p>',
  ].join('\n'),
  'nested ordered and unordered lists with links': [
    '<ol><li>Ouvrez le panel<ol><li>Onglet <strong>Fichiers</strong></li><li>Dossier <code>plugins</code></li></ol></li><li>Redémarrez le serveur</li></ol>',
    '<ul><li>Documentation : <a href="https://docs.papermc.io/">PaperMC</a></li><li>Support : <a href="mailto:support@example.com">écrivez-nous</a><ul><li>Téléphone : <a href="tel:+33100000000">appelez</a></li></ul></li></ul>',
  ].join('\n'),
  'images with alt, sizes, a caption and a responsive srcset': [
    '<p>Voici le panel :</p>',
    '<img src="/blog/uploads/2025/panel.webp" alt="Panel de gestion du serveur" width="1200" height="675">',
    '<figure><img src="/blog/uploads/2025/console.webp" alt="Console du serveur" width="800" height="450" srcset="/blog/uploads/2025/console-480.webp 480w, /blog/uploads/2025/console.webp 800w" sizes="(max-width: 800px) 100vw, 800px"><figcaption>La console <em>en direct</em></figcaption></figure>',
  ].join('\n'),
  'quotes and code blocks': [
    '<blockquote><p>Le meilleur moment pour sauvegarder, c’était hier.</p></blockquote>',
    '<figure><blockquote><p>Un lag à 20 TPS n’est pas un lag serveur.</p><p>C’est le réseau.</p></blockquote><figcaption>Un administrateur FiveM</figcaption></figure>',
    '<pre><code>server.properties\nview-distance=8\nmotd=Bienvenue &lt;3 &amp; bon jeu</code></pre>',
  ].join('\n'),
  'a video embed and a table kept as is': [
    '<h2>Tutoriel vidéo</h2>',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="580" height="320" allowfullscreen="" loading="lazy"></iframe>',
    '<table><thead><tr><th>Offre</th><th>RAM</th></tr></thead><tbody><tr><td>Starter</td><td>4 Go</td></tr></tbody></table>',
    '<hr>',
    '<p>Fin du guide.</p>',
  ].join('\n'),
};

describe('Editor.js blocks ⇄ HTML', () => {
  it.each(Object.entries(CORPUS))('keeps %s unchanged through a round trip', (_name, html) => {
    expect(blocksToHtml(htmlToBlocks(html))).toBe(html);
  });

  it('opens headings, lists, links, images and emphasis as the matching blocks', () => {
    const blocks = htmlToBlocks(Object.values(CORPUS).join('\n'));
    const types = new Set(blocks.map((b) => b.type));
    expect([...types].sort()).toEqual(['code', 'embed', 'header', 'image', 'list', 'paragraph', 'quote', 'raw']);
    const headers = blocks.filter((b): b is Extract<Block, { type: 'header' }> => b.type === 'header');
    expect(headers.map((h) => h.data.level)).toEqual([2, 3, 4, 2]);
    const list = blocks.find((b): b is Extract<Block, { type: 'list' }> => b.type === 'list');
    expect(list?.data.style).toBe('ordered');
    expect(list?.data.items[0]?.items.map((i) => i.content)).toEqual([
      'Onglet <b>Fichiers</b>',
      'Dossier <code class="inline-code">plugins</code>',
    ]);
    const image = blocks.find((b): b is Extract<Block, { type: 'image' }> => b.type === 'image');
    expect(image?.data.file).toEqual({
      url: '/blog/uploads/2025/panel.webp',
      alt: 'Panel de gestion du serveur',
      width: 1200,
      height: 675,
    });
  });

  it('gives the editor <b> and <i> (its bold and italic tools) and stores <strong> and <em>', () => {
    const [block] = htmlToBlocks('<p><strong>Gras</strong> et <em>italique</em></p>');
    expect(block).toEqual({ type: 'paragraph', data: { text: '<b>Gras</b> et <i>italique</i>' } });
    expect(blocksToHtml([{ type: 'paragraph', data: { text: '<b>Gras</b> et <i>italique</i>' } }])).toBe(
      '<p><strong>Gras</strong> et <em>italique</em></p>',
    );
  });

  it('reads HTML written elsewhere: wrappers, loose text, h1, <b>, list items holding paragraphs', () => {
    const html = '<div><h1>Titre</h1>Texte <b>libre</b><section><ul><li><p>Un</p></li><li>Deux</li></ul></section></div>';
    expect(blocksToHtml(htmlToBlocks(html))).toBe(
      ['<h2>Titre</h2>', '<p>Texte <strong>libre</strong></p>', '<ul><li>Un</li><li>Deux</li></ul>'].join('\n'),
    );
  });

  it('saves what Editor.js hands back, including list 2.x items and an uploaded image', () => {
    const html = blocksToHtml([
      { type: 'header', data: { text: 'Étape 1', level: 3 } },
      {
        type: 'list',
        data: {
          style: 'unordered',
          meta: {},
          items: [{ content: 'Lien <a href="https://example.com">ici</a>', meta: {}, items: [] }],
        },
      },
      {
        type: 'image',
        data: {
          file: { url: '/blog/uploads/a.webp', width: 640, height: 360 },
          caption: 'Capture',
          withBorder: false,
          stretched: false,
          withBackground: false,
        },
      },
      { type: 'paragraph', data: { text: '' } },
      { type: 'unknown-tool', data: {} },
    ]);
    expect(html).toBe(
      '<h3>Étape 1</h3>\n<ul><li>Lien <a href="https://example.com">ici</a></li></ul>\n<figure><img src="/blog/uploads/a.webp" alt="Capture" width="640" height="360"><figcaption>Capture</figcaption></figure>',
    );
  });

  it('stores an « Offre » block as its plan and cycle only, and opens it again as the same block', () => {
    const html = blocksToHtml([{ type: 'offer', data: { pid: 7, cycle: 'annually' } } as Block]);
    expect(html).toBe('<hr data-offer="7" data-cycle="annually">');
    expect(htmlToBlocks('<p>Avant</p><hr data-offer="7" data-cycle="annually" /><hr>')).toEqual([
      { type: 'paragraph', data: { text: 'Avant' } },
      { type: 'offer', data: { pid: 7, cycle: 'annually' } },
      { type: 'raw', data: { html: '<hr>' } },
    ]);
    expect(blocksToHtml([{ type: 'offer', data: { pid: 0, cycle: 'monthly' } } as Block])).toBe('');
  });

  it('turns links with another scheme into blank links (spec §5)', () => {
    expect(blocksToHtml(htmlToBlocks('<p><a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a></p>'))).toBe(
      '<p><a href="about:blank">x</a> <a href="about:blank">y</a></p>',
    );
    expect(safeHref('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(safeHref('/blog/article/x')).toBe('/blog/article/x');
    expect(safeHref('//evil.example')).toBe('about:blank');
    expect(safeHref('java\tscript:alert(1)')).toBe('about:blank');
  });

  it('maps YouTube and Vimeo frames to the embed tool with their page URL', () => {
    const [youtube, vimeo] = htmlToBlocks(
      '<iframe src="https://www.youtube.com/embed/abc_123"></iframe><iframe src="https://player.vimeo.com/video/42"></iframe>',
    );
    expect(youtube).toMatchObject({
      type: 'embed',
      data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=abc_123' },
    });
    expect(vimeo).toMatchObject({ type: 'embed', data: { service: 'vimeo', source: 'https://vimeo.com/42' } });
  });

  it('gives no block for empty content', () => {
    expect(htmlToBlocks('')).toEqual([]);
    expect(htmlToBlocks('  \n <p> </p>')).toEqual([]);
    expect(blocksToHtml([])).toBe('');
  });

  it('saves one <p> per line when the browser put its own lines inside a paragraph, never glued together', () => {
    const text = 'Premier paragraphe <b>gras</b><div>Deuxième paragraphe</div><div><br></div><div>Troisième <i>ici</i></div>';
    expect(blocksToHtml([{ type: 'paragraph', data: { text } }])).toBe(
      '<p>Premier paragraphe <strong>gras</strong></p>\n<p>Deuxième paragraphe</p>\n<p>Troisième <em>ici</em></p>',
    );
    expect(blocksToHtml([{ type: 'paragraph', data: { text: 'Une ligne<br>et une autre' } }])).toBe(
      '<p>Une ligne<br>et une autre</p>',
    );
  });
});
