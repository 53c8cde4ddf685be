/** Loads and saves the store as JSON. Saves go through a temp file and a rename so a crash never leaves half a file. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StoreData } from './types';

export function emptyStoreData(): StoreData {
  return { version: 1, nextUserId: 1, nextClientId: 1, nextCreditId: 1, users: [], clients: [], credits: [] };
}

function isStoreData(value: unknown): value is StoreData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    data.version === 1 &&
    typeof data.nextUserId === 'number' &&
    typeof data.nextClientId === 'number' &&
    typeof data.nextCreditId === 'number' &&
    Array.isArray(data.users) &&
    Array.isArray(data.clients) &&
    Array.isArray(data.credits)
  );
}

/** The stored data, or an empty store when the file does not exist yet. Throws on a corrupt file rather than overwrite it. */
export function loadDataFile(path: string): StoreData {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyStoreData();
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isStoreData(parsed)) throw new Error(`Fichier de données WHMCS sandbox invalide : ${path}`);
  return parsed;
}

/** Writes synchronously so consecutive mutations reach the disk in order. */
export function saveDataFile(path: string, data: StoreData): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
  renameSync(temp, path);
}
