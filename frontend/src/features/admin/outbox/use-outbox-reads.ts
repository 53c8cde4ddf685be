import { apiKeys } from '../../../api/keys';
import { useApi } from '../../../api/use-api';
import type { OutboxResponse } from '../shared/admin-api';

/** The demo outbox (admin only); the API answers 404 when e-mails really leave (SMTP configured). */
export const useOutbox = (limit: number, enabled = true) => useApi<OutboxResponse>(enabled ? apiKeys.outbox(limit) : null);
