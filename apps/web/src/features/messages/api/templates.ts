import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageTemplate,
  messageTemplateList,
  type MessageTemplate,
  type TemplateInput,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';

type Key = Pick<MessageTemplate, 'event' | 'channel' | 'language'>;
const path = (key: Key) => `/api/v1/messages/templates/${key.event}/${key.channel}/${key.language}`;

/** GET /api/v1/messages/templates: every event × channel × language, the institute's words or the default. */
export function useTemplates() {
  return useQuery({
    queryKey: messageKeys.templates,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/messages/templates', { schema: messageTemplateList, signal }),
  });
}

/** PUT (save) or DELETE (back to the default) one template. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: Key; input: TemplateInput | null }) =>
      input
        ? apiRequest(path(key), { method: 'PUT', json: input, schema: messageTemplate })
        : apiRequest(path(key), { method: 'DELETE', schema: messageTemplate }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.templates }),
  });
}
