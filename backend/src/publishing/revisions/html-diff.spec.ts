import { diffHtml, diffText } from './html-diff';

describe('diffHtml', () => {
  it('marks the words that changed inside a paragraph and keeps the rest as is', () => {
    expect(diffHtml('<p>Un serveur rapide</p>', '<p>Un serveur très rapide</p>')).toBe(
      '<p>Un serveur <ins>très </ins>rapide</p>',
    );
  });

  it('keeps a removed block whole, shown as removed, and an added list item as a list item', () => {
    const before = '<h2>Ports</h2><p>Ouvrez le port 25565.</p><ul><li>TCP</li></ul>';
    const after = '<h2>Ports</h2><ul><li>TCP</li><li>UDP</li></ul>';
    expect(diffHtml(before, after)).toBe(
      '<h2>Ports</h2><p><del>Ouvrez le port 25565.</del></p><ul><li>TCP</li><li><ins>UDP</ins></li></ul>',
    );
  });

  it('shows the new structure when two paragraphs were merged, and marks an image added', () => {
    expect(diffHtml('<p>Un</p><p>Deux</p>', '<p>Un Deux</p>')).toBe('<p>Un Deux</p>');
    expect(diffHtml('<p>Texte</p>', '<p>Texte</p><p><img src="https://exemple.fr/a.png" alt="" /></p>')).toContain(
      '<ins><img src="https://exemple.fr/a.png" alt="" loading="lazy" /></ins>',
    );
  });

  it('never lets markup through that article HTML refuses', () => {
    const out = diffHtml('<p>a</p>', '<p>a <script>alert(1)</script><img src=x onerror="alert(1)"></p>');
    expect(out).not.toMatch(/script|onerror/);
  });
});

describe('diffText', () => {
  it('marks changed words of a plain-text field, escaped', () => {
    expect(diffText('Héberger <un> serveur', 'Héberger son serveur')).toBe(
      'Héberger <del>&lt;un&gt;</del><ins>son</ins> serveur',
    );
    expect(diffText(null, 'Nouveau')).toBe('<ins>Nouveau</ins>');
  });
});
