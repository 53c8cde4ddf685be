import { fillTemplate } from './page-template';

const TEMPLATE = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('fillTemplate', () => {
  it('puts the head, the markup and the data block at their markers', () => {
    expect(fillTemplate(TEMPLATE, { head: '<title>T</title>', html: '<p>x</p>', dataId: 'd', dataJson: '{"a":1}' })).toBe(
      '<html><head><title>T</title></head><body><div id="root"><p>x</p></div><script type="application/json" id="d">{"a":1}</script></body></html>',
    );
  });

  it('inserts text as it is, `$` patterns and markers included', () => {
    const html = "<p>Prix : 5 $&amp; 10 $' $` $$ <!--app-data--></p>";
    const page = fillTemplate(TEMPLATE, { head: '', html, dataId: 'd', dataJson: '{"t":"$&"}' });
    expect(page).toContain(`<div id="root">${html}</div>`);
    expect(page).toContain('<script type="application/json" id="d">{"t":"$&"}</script></body>');
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '', dataId: 'd', dataJson: '{}' })).toThrow('<!--app-head-->');
  });
});
