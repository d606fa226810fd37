import {
  channelList,
  type ChannelSettingsInput,
  channelView,
  type MessageListQuery,
  messagePage,
  messageRecord,
  messageTemplate,
  type MessageTemplate,
  messageTemplateList,
  recipientPreferences,
  type RecipientPreferencesInput,
  type TemplateInput,
  type TestMessageBody,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const messageKeys = {
  all: ['messages'] as const,
  log: (params: object) => ['messages', 'log', params] as const,
  templates: ['messages', 'templates'] as const,
  channels: ['messages', 'channels'] as const,
  preferences: (ref: string) => ['messages', 'preferences', ref] as const,
};

/** GET /api/v1/messages/channels: email, SMS and WhatsApp as set up (secrets never come back). */
export function useChannels() {
  return useQuery({
    queryKey: messageKeys.channels,
    queryFn: ({ signal }) => apiRequest('/api/v1/messages/channels', { schema: channelList, signal }),
  });
}

/** PUT /api/v1/messages/channels/{channel}, or DELETE it (input null). */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, input }: { channel: 'sms' | 'whatsapp'; input: ChannelSettingsInput | null }) =>
      input
        ? apiRequest(`/api/v1/messages/channels/${channel}`, {
            method: 'PUT',
            json: input,
            schema: channelView,
          })
        : apiRequest(`/api/v1/messages/channels/${channel}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.channels }),
  });
}

/** GET /api/v1/messages: the delivery log, newest first. */
export function useMessageLog(query: MessageListQuery) {
  return useQuery({
    queryKey: messageKeys.log(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/messages?${queryString(query)}`, { schema: messagePage, signal }),
    placeholderData: keepPreviousData,
  });
}

function useLogChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messages', 'log'] }),
  });
}

/** POST /api/v1/messages/{id}/resend → the new message. */
export const useResend = () =>
  useLogChange((id: number) =>
    apiRequest(`/api/v1/messages/${id}/resend`, { method: 'POST', json: {}, schema: messageRecord }),
  );

/** POST /api/v1/messages/test → the test message, after one try. */
export const useSendTest = () =>
  useLogChange((body: TestMessageBody) =>
    apiRequest('/api/v1/messages/test', { method: 'POST', json: body, schema: messageRecord }),
  );

const preferencesPath = (ref: string) => `/api/v1/messages/recipients/${encodeURIComponent(ref)}/preferences`;

/** GET/PUT a person's channels, opt-outs and language. */
export function usePreferences(ref: string) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: messageKeys.preferences(ref),
    queryFn: ({ signal }) => apiRequest(preferencesPath(ref), { schema: recipientPreferences, signal }),
  });
  const save = useMutation({
    mutationFn: (input: RecipientPreferencesInput) =>
      apiRequest(preferencesPath(ref), { method: 'PUT', json: input, schema: recipientPreferences }),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.preferences(ref), saved),
  });
  return { current, save };
}

type TemplateKey = Pick<MessageTemplate, 'event' | 'channel' | 'language'>;
const templatePath = (key: TemplateKey) =>
  `/api/v1/messages/templates/${key.event}/${key.channel}/${key.language}`;

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
    mutationFn: ({ key, input }: { key: TemplateKey; input: TemplateInput | null }) =>
      input
        ? apiRequest(templatePath(key), { method: 'PUT', json: input, schema: messageTemplate })
        : apiRequest(templatePath(key), { method: 'DELETE', schema: messageTemplate }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.templates }),
  });
}
