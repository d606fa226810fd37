import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instituteBrand,
  instituteSettings,
  type InstituteSettings,
  type InstituteSettingsBody,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { brandKey } from '../../../lib/brand.ts';

const settingsKey = ['institute', 'settings'] as const;
const SETTINGS = '/api/v1/institute/settings';
const LOGO = '/api/v1/institute/logo';

/** GET /api/v1/institute/settings (when `enabled`: it needs the InstituteSettings menu). */
export function useInstituteSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest(SETTINGS, { schema: instituteSettings, signal }),
    enabled,
  });
}

/** After any change the settings and the navbar's name, logo and setup steps are read again. */
function useSettingsChange<I>(call: (input: I) => Promise<InstituteSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKey }),
  });
}

/** PUT /api/v1/institute/settings. */
export const useSaveInstituteSettings = () =>
  useSettingsChange((body: InstituteSettingsBody) =>
    apiRequest(SETTINGS, { method: 'PUT', json: body, schema: instituteSettings }),
  );

/** PUT /api/v1/institute/logo (multipart `logo`), or DELETE it with `null`. */
export const useSetLogo = () =>
  useSettingsChange((file: File | null) => {
    if (!file) return apiRequest(LOGO, { method: 'DELETE', schema: instituteSettings });
    const form = new FormData();
    form.append('logo', file);
    return apiRequest(LOGO, { method: 'PUT', form, schema: instituteSettings });
  });

/** POST /api/v1/institute/onboarding/dismiss: first-run setup stops opening by itself. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/institute/onboarding/dismiss', { method: 'POST', schema: instituteBrand }),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}
