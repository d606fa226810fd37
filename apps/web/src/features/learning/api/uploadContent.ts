import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertContentResponse, type InsertContentResponse } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { learningKeys, type TopicCodes } from './keys.ts';

export type UploadContentInput = TopicCodes & { contentType: string; contentName: string; file: File };

/** POST /api/v1/content-uploads (multipart): the insert-content fields and a file instead of a URL → {respCode, respMsg}. */
export function uploadContent(input: UploadContentInput): Promise<InsertContentResponse> {
  const form = new FormData();
  const { file, ...fields } = input;
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return apiRequest('/api/v1/content-uploads', { method: 'POST', form, schema: insertContentResponse });
}

export function useUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContent,
    onSuccess: (reply, topic) => {
      if (reply.respCode === '0')
        void queryClient.invalidateQueries({ queryKey: learningKeys.subject(topic) });
    },
  });
}
