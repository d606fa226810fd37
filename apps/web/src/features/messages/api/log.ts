import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagePage, messageRecord, type MessageListQuery, type TestMessageBody } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';
import { queryString } from '../../../lib/queryString.ts';

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
