import { cssVariableName, DEFAULT_THEME, themeStyleSheet, themeVariables } from './theme-vars';

describe('theme variables (spec §7)', () => {
  it('turns color_ keys into --color- variables with dashes', () => {
    expect(cssVariableName('color_text_secondary')).toBe('--color-text-secondary');
    expect(cssVariableName('color_primary')).toBe('--color-primary');
  });

  it('maps the settings over the defaults and ignores other keys', () => {
    const vars = themeVariables({ color_primary: '#FF0000', article_reward_amount: '1.00' });
    expect(vars['--color-primary']).toBe('#FF0000');
    expect(vars['--color-background']).toBe(DEFAULT_THEME.color_background);
    expect(vars['--article-reward-amount']).toBeUndefined();
  });

  it('keeps the defaults when settings are missing or not colours', () => {
    expect(themeVariables(null)['--color-primary']).toBe('#FACC15');
    expect(themeVariables({ color_primary: 'red;} body{display:none' })['--color-primary']).toBe('#FACC15');
  });

  it('writes a :root rule for the server-rendered head', () => {
    expect(themeStyleSheet({ '--color-primary': '#FACC15' })).toBe(':root{--color-primary:#FACC15}');
  });
});
