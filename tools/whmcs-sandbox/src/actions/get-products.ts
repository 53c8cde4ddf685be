/**
 * GetProducts: the catalogue, filtered by `pid` (one id or a comma-separated list) and `gid`, with the
 * pricing keyed by currency and every cycle present, `-1.00` for one that is not offered. Every value is a
 * string, as in the docs' example; the hidden state rides along as `hidden` (see the reference's notes).
 */
import { BILLING_CYCLES, type ProductRecord, priceText } from '../catalogue';
import type { JsonObject } from '../types';
import { type ActionHandler, param, success } from './action-types';

function ids(text: string): Set<number> | null {
  if (text === '') return null;
  return new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
  );
}

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function pricing(product: ProductRecord): JsonObject {
  const eur: JsonObject = { prefix: '', suffix: '€' };
  for (const cycle of BILLING_CYCLES) eur[`${cycle.charAt(0)}setupfee`] = '0.00';
  for (const cycle of BILLING_CYCLES) eur[cycle] = priceText(product.pricesCents[cycle]);
  return { EUR: eur };
}

export const getProducts: ActionHandler = (params, { catalogue }) => {
  const pids = ids(param(params, 'pid'));
  const gid = param(params, 'gid');
  const module = param(params, 'module').toLowerCase();
  const products = catalogue
    .all()
    .filter((product) => !pids || pids.has(product.pid))
    .filter((product) => gid === '' || String(product.gid) === gid)
    .filter((product) => module === '' || product.module === module)
    .map((product): JsonObject => ({
      pid: String(product.pid),
      gid: String(product.gid),
      type: product.type,
      name: product.name,
      slug: slugOf(product.name),
      'product-url': `https://whmcs.example/store/${slugOf(product.name)}`,
      description: product.description,
      module: product.module,
      paytype: 'recurring',
      hidden: product.hidden ? '1' : '0',
      pricing: pricing(product),
      customfields: { customfield: [] },
      configoptions: { configoption: [] },
    }));
  return success({ totalresults: String(products.length), products: { product: products } });
};
