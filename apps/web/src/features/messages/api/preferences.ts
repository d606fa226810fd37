import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recipientPreferences, type RecipientPreferencesInput } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';

const path = (ref: string) => `/api/v1/messages/recipients/${encodeURIComponent(ref)}/preferences`;

/** GET/PUT a person's channels, opt-outs and language. */
export function usePreferences(ref: string) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: messageKeys.preferences(ref),
    queryFn: ({ signal }) => apiRequest(path(ref), { schema: recipientPreferences, signal }),
  });
  const save = useMutation({
    mutationFn: (input: RecipientPreferencesInput) =>
      apiRequest(path(ref), { method: 'PUT', json: input, schema: recipientPreferences }),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.preferences(ref), saved),
  });
  return { current, save };
}
