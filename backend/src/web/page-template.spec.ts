import { fillTemplate } from './page-template';

const TEMPLATE = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('fillTemplate', () => {
  it('puts the head, the markup and the data block at their markers', () => {
    expect(
      fillTemplate(TEMPLATE, { head: '<title>T</title>', html: '<p>x</p>', dataId: 'd', dataJson: '{"a":1}' }).toString(),
    ).toBe(
      '<html><head><title>T</title></head><body><div id="root"><p>x</p></div><script type="application/json" id="d">{"a":1}</script></body></html>',
    );
  });

  it('inserts text as it is, `$` patterns and markers included', () => {
    const html = "<p>Prix : 5 $&amp; 10 $' $` $$ <!--app-data--></p>";
    const page = fillTemplate(TEMPLATE, { head: '', html, dataId: 'd', dataJson: '{"t":"$&"}' }).toString();
    expect(page).toContain(`<div id="root">${html}</div>`);
    expect(page).toContain('<script type="application/json" id="d">{"t":"$&"}</script></body>');
  });

  it('writes the markup pieces one after the other, every character as UTF-8', () => {
    const page = fillTemplate(TEMPLATE, {
      head: '<title>Été — 5 €</title>',
      html: ['<p>l’été', ' <b>\u{1F3AE}</b>', '</p>', ''],
      dataId: 'd',
      dataJson: '{"t":"ça\u2019"}',
    });
    const text =
      '<html><head><title>Été — 5 €</title></head><body><div id="root"><p>l’été <b>\u{1F3AE}</b></p></div><script type="application/json" id="d">{"t":"ça\u2019"}</script></body></html>';
    expect(page.equals(Buffer.from(text))).toBe(true);
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '', dataId: 'd', dataJson: '{}' })).toThrow('<!--app-head-->');
  });
});
