import { videoResponse } from '@kaksha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/video/{SUCode} (no body) → {videoURL: string | null}. */
export function getVideo(SUCode: string, signal?: AbortSignal): Promise<{ videoURL: string | null }> {
  return apiRequest(`/api/video/${encodeURIComponent(SUCode)}`, {
    method: 'POST',
    schema: videoResponse,
    signal,
  });
}

export const videoKey = (SUCode: string) => ['video', SUCode] as const;

/** The payroll screen's 'Go to Video' button. */
export function useGoToVideo() {
  return useMutation({ mutationFn: (SUCode: string) => getVideo(SUCode) });
}

/** The video page checks the URL in its path against this answer. */
export function useVideo(SUCode: string, enabled: boolean) {
  return useQuery({
    queryKey: videoKey(SUCode),
    queryFn: ({ signal }) => getVideo(SUCode, signal),
    enabled,
  });
}
