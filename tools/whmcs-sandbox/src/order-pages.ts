/**
 * The order pages a reader's browser reaches from the blog: `cart.php?a=add&pid=…&billingcycle=…` (the plan
 * added to the cart) and `aff.php?aff=…[&pid=…]` (the affiliate's visit, then the cart or the home page).
 * Both record the visit so that tests can see where an order link led.
 */
import type { ServerResponse } from 'node:http';
import type { Catalogue } from './catalogue';
import { nowDateTime } from './dates';
import { sendHtml } from './http-io';

/** Matches `/cart.php` or `/aff.php`, also under a base path (`/billing/cart.php`). */
export function orderPageOf(pathname: string): 'cart' | 'aff' | null {
  const match = /(?:^|\/)(cart|aff)\.php$/.exec(pathname);
  return match ? (match[1] as 'cart' | 'aff') : null;
}

function idOf(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function handleOrderPage(page: 'cart' | 'aff', url: URL, res: ServerResponse, catalogue: Catalogue): void {
  const pid = idOf(url.searchParams.get('pid'));
  const billingcycle = url.searchParams.get('billingcycle');
  const aff = idOf(url.searchParams.get('aff'));
  catalogue.recordVisit({ page, pid, billingcycle, aff, at: nowDateTime() });
  if (page === 'aff') {
    // WHMCS counts the affiliate's visitor before setting its cookie.
    const affiliate = aff === null ? undefined : catalogue.findAffiliate(aff);
    if (affiliate) affiliate.visitors += 1;
    // WHMCS sets its affiliate cookie, then sends the visitor on (to the plan when one is named).
    const base = url.pathname.replace(/aff\.php$/, '');
    const next = pid === null ? base || '/' : `${base}cart.php?a=add&pid=${pid}`;
    res.writeHead(302, { Location: next, 'Set-Cookie': `WHMCSAffiliateID=${aff ?? ''}; Path=/; Max-Age=7776000` });
    res.end();
    return;
  }
  const product = pid === null ? undefined : catalogue.find(pid);
  const title = product && !product.hidden ? `Panier : ${product.name}` : 'Panier';
  sendHtml(
    res,
    200,
    `<!DOCTYPE html>\n<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body><h1>${escapeHtml(title)}</h1>${
      billingcycle ? `<p>Cycle : ${escapeHtml(billingcycle)}</p>` : ''
    }</body></html>\n`,
  );
}
