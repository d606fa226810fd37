import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { channelList, channelView, type ChannelSettingsInput } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';

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
