/** What every action handler receives and returns. */
import type { ApiParams } from '../form-body';
import type { Catalogue } from '../catalogue';
import type { Store } from '../store';
import type { JsonObject } from '../types';

export interface ActionContext {
  store: Store;
  catalogue: Catalogue;
}

/** Success fields (without `result`), or a business error that api.php sends with HTTP 200. */
export type ActionResult = { ok: true; fields: JsonObject } | { ok: false; message: string };

export type ActionHandler = (params: ApiParams, context: ActionContext) => ActionResult | Promise<ActionResult>;

export function success(fields: JsonObject = {}): ActionResult {
  return { ok: true, fields };
}

export function failure(message: string): ActionResult {
  return { ok: false, message };
}

/** A parameter's value with surrounding blanks removed; empty string when absent. */
export function param(params: ApiParams, name: string): string {
  return (params.get(name) ?? '').trim();
}

/**
 * Boolean flags. Clients send `1`/`true` (PHP's http_build_query sends `1` and `0`); treating the
 * literal text "false" as false spares JS callers PHP's truthy-string surprise.
 */
export function flag(params: ApiParams, name: string): boolean {
  const value = param(params, name).toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** A positive integer id, or null when absent or malformed. */
export function idParam(params: ApiParams, name: string): number | null {
  const value = param(params, name);
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
