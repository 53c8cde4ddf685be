import { ApiError } from '../common/http/api-error';
import { ARTICLE_HTML_LIMITS, assertArticleHtmlShape, treeDepth } from './html-limits';

function refusal(html: string): string | null {
  try {
    assertArticleHtmlShape(html);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return JSON.stringify(error.getResponse());
  }
}

const nested = (levels: number, tag = 'div') => `${`<${tag}>`.repeat(levels)}texte${`</${tag}>`.repeat(levels)}`;

describe('article HTML limits', () => {
  it('measures the depth of the tree a browser builds: a <p> in a <li> in a <ul> is three levels', () => {
    expect(treeDepth('<ul><li><p>texte</p></li></ul>')).toBe(3);
    expect(treeDepth('<p>un</p><p>deux <strong>gras</strong></p>')).toBe(2);
    expect(treeDepth('texte seul')).toBe(0);
  });

  it('counts <b/> as the open <b> a browser makes of it: 150 of them are 150 levels, refused', () => {
    const html = '<b/>'.repeat(150) + 'texte';
    expect(treeDepth(html)).toBe(150);
    expect(refusal(html)).toMatch(/imbriqué trop profondément \(100 niveaux au plus\)/);
  });

  it('ignores stray closing tags, which close nothing: 150 <div> each followed by </span> are refused', () => {
    const html = '<div></span>'.repeat(150) + 'texte';
    expect(treeDepth(html)).toBe(150);
    expect(refusal(html)).toMatch(/imbriqué trop profondément/);
  });

  it('counts closed levels once: 60 levels closed, then 60 more, are 60 deep', () => {
    const html = `${nested(60)}${'</div>'.repeat(60)}${nested(60)}`;
    expect(treeDepth(html)).toBe(60);
    expect(refusal(html)).toBeNull();
  });

  it('allows content as deep as the limit, and refuses one level more', () => {
    expect(refusal(nested(ARTICLE_HTML_LIMITS.maxDepth))).toBeNull();
    expect(refusal(nested(ARTICLE_HTML_LIMITS.maxDepth + 1))).toMatch(/imbriqué trop profondément/);
  });

  it('allows a long ordinary article: lists, tables, void and self-closed elements', () => {
    const section =
      '<h2>Titre</h2><p>Un <a href="https://example.com">lien</a>, <em>de l’italique</em><br/>et une image <img src="/x.png"></p>' +
      '<ul><li><p>Point <code>code</code></p></li></ul><table><tr><td>cellule</td></tr></table><hr>';
    const html = section.repeat(150);
    expect(treeDepth(html)).toBe(4); // table > tbody (implied) > tr > td
    expect(refusal(html)).toBeNull();
  });

  it('checks the tag cap before parsing, and the size before both', () => {
    expect(refusal('<i>'.repeat(ARTICLE_HTML_LIMITS.maxTags + 1))).toMatch(/trop de balises HTML \(5000 au plus\)/);
    expect(refusal(`<p>${'a'.repeat(ARTICLE_HTML_LIMITS.maxChars)}</p>`)).toMatch(/300/);
  });

  it('does not count a < that opens no tag, nor one inside an attribute', () => {
    const html = `<p title="${'<b'.repeat(10)}">${'a < b '.repeat(6000)}</p>`;
    expect(refusal(html)).toBeNull();
  });
});
