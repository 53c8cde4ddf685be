import { apiKeys } from '../../../api/keys';
import type { SettingsResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';

export const useSettings = () => useApi<SettingsResponse>(apiKeys.settings);
