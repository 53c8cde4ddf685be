import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { apiKeys } from '../../../api/keys';
import { unwrap } from '../shared/admin-api';

/** Theme colours (spec §2.14): saved through the settings, which also drive the public theme. */
export function useThemeActions() {
  const { mutate } = useSWRConfig();
  return {
    async save(colors: Record<string, string>) {
      unwrap(await api.PUT('/blog/api/settings', { body: { settings: colors } }));
      await mutate(apiKeys.settings);
    },
    async reset(key: string): Promise<string> {
      const { value } = unwrap(await api.POST('/blog/api/settings/reset/{key}', { params: { path: { key } } }));
      await mutate(apiKeys.settings);
      return value;
    },
  };
}
