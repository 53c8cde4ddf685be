import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

/** Accounts of the demo data (README): staff sign in on « Équipe », the WHMCS client on the customer tab. */
export const ADMIN = { email: 'admin@demo.local', password: 'Admin!2345', path: '/blog/api/auth/login' };
export const CONTRIBUTOR = { email: 'contributeur@demo.local', password: 'Contrib!2345', path: '/blog/api/auth/login' };
export const CLIENT = { email: 'client@demo.local', password: 'Client!2345', path: '/blog/api/whmcs/auth' };

type Account = typeof ADMIN;

export interface Session {
  token: string;
  user: { id: number; username: string; role: string; total_rewards: number };
}

export async function apiSession(request: APIRequestContext, account: Account): Promise<Session> {
  const answer = await request.post(account.path, { data: { email: account.email, password: account.password } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as Session;
}

/** Signs the page in by writing the stored session, as the login screen does (spec §4). */
export async function signIn(page: Page, request: APIRequestContext, account: Account): Promise<Session> {
  const session = await apiSession(request, account);
  await page.goto('/blog/login');
  await page.evaluate(
    (s) => localStorage.setItem('auth-storage', JSON.stringify({ user: s.user, token: s.token, isAuthenticated: true })),
    session,
  );
  return session;
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A unique suffix, so tests create their own data and run in any order. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small PNG drawn in the test (no fixture file): a solid 64×48 square. */
export function pngFile(): Buffer {
  const width = 64;
  const height = 48;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) raw.set([250, 204, 21], y * (width * 3 + 1) + 1 + x * 3);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Waits until Editor.js has finished starting: its blocks show a moment before it listens for changes,
 * and text typed in that moment would not reach the form's word counter until the next keystroke.
 */
export async function editorReady(page: Page): Promise<Locator> {
  const editor = page.getByTestId('rich-editor');
  await expect(editor).toHaveAttribute('aria-busy', 'false');
  await expect(editor.locator('.ce-paragraph').first()).toBeVisible();
  return editor;
}

/** Fills the Editor.js surface: the last block gets the text, as a user would type or paste it. */
export async function typeInEditor(page: Page, text: string): Promise<void> {
  const editor = await editorReady(page);
  await editor.locator('.ce-paragraph').last().click();
  await page.keyboard.insertText(text);
}

/** `n` words of plausible French. */
export function words(n: number): string {
  const pool = [
    'serveur',
    'Minecraft',
    'configuration',
    'joueurs',
    'performance',
    'sauvegarde',
    'plugin',
    'mémoire',
    'réseau',
    'stable',
  ];
  return Array.from({ length: n }, (_, i) => pool[i % pool.length]).join(' ');
}

/** Selects a word inside the editor as a mouse drag would, which opens Editor.js's inline toolbar. */
export async function selectInEditor(page: Page, word: string): Promise<void> {
  await page.evaluate((w) => {
    const block = Array.from(document.querySelectorAll('[data-testid="rich-editor"] [contenteditable="true"]')).find((el) =>
      el.textContent?.includes(w),
    );
    const walker = block ? document.createTreeWalker(block, NodeFilter.SHOW_TEXT) : null;
    let node = walker?.nextNode() ?? null;
    while (node && !node.textContent?.includes(w)) node = walker?.nextNode() ?? null;
    if (!block || !node) throw new Error(`« ${w} » introuvable dans l'éditeur`);
    const start = node.textContent?.indexOf(w) ?? 0;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + w.length);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    block.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  }, word);
}
