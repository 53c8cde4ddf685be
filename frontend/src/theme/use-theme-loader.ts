import { useEffect } from 'react';
import { apiKeys } from '../api/keys';
import type { SettingsResponse } from '../api/models';
import { useApi } from '../api/use-api';
import { applyThemeVariables, themeVariables } from './theme-vars';

/**
 * Spec §7: at start-up the settings' colours become CSS variables on the document root; on a
 * failed or unsuccessful answer the defaults stay, silently.
 */
export function useThemeLoader(): void {
  const { data } = useApi<SettingsResponse>(apiKeys.settings, { onError: () => undefined });
  useEffect(() => {
    if (data?.success) applyThemeVariables(themeVariables(data.settings), document.documentElement);
  }, [data]);
}
