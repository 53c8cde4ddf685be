import { expect, test } from '@playwright/test';
import { ADMIN, CONTRIBUTOR, editorReady, signIn } from './support/admin';
import { watchConsole } from './support/console';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * The page's CSP has no 'unsafe-eval'. Editor.js's image tool bundles a shim that evaluated
 * `Function("return this")` on every load (replaced at build, frontend/vite.config.ts): opening the
 * editor, with its image tool ready, must not make the browser refuse anything.
 */
for (const account of [ADMIN, CONTRIBUTOR]) {
  test(`opening the article editor as ${account.email} reports no CSP violation`, async ({ page, request }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const problems = watchConsole(page);
    await signIn(page, request, account);
    await page.goto(account === ADMIN ? '/blog/admin/articles/new' : '/blog/contributor/submit');
    const editor = await editorReady(page);
    // The image tool is registered once the editor is ready: its toolbox entry proves its module ran.
    await editor.locator('.ce-paragraph').first().click();
    await editor.locator('.ce-toolbar__plus').click();
    await expect(page.locator('.ce-popover--opened .ce-popover-item', { hasText: 'Image' }).first()).toBeVisible();

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems.filter((line) => /Content Security Policy|unsafe-eval|Refused to/i.test(line))).toEqual([]);
  });
}
