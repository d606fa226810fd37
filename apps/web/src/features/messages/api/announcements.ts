import {
  announcement,
  announcementChoices,
  announcementPage,
  type AnnouncementInput,
} from '@kaksha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

const keys = {
  all: ['announcements'] as const,
  list: (page: number) => ['announcements', 'list', page] as const,
  choices: ['announcements', 'choices'] as const,
  one: (id: number) => ['announcements', 'one', id] as const,
};

/** GET /api/v1/announcements: sent ones, newest first, each with its counts now. */
export function useAnnouncements(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/announcements?page=${page}&pageSize=${pageSize}`, {
        schema: announcementPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/announcements/{id}: its counts now (refetched while messages are still to go). */
export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/announcements/${id}`, { schema: announcement, signal }),
    enabled: id !== null,
    refetchInterval: (query) => ((query.state.data?.counts.waiting ?? 0) > 0 ? 3_000 : false),
  });
}

/** GET /api/v1/announcements/choices: the batches, classes and centres it may be for. */
export function useAnnouncementChoices() {
  return useQuery({
    queryKey: keys.choices,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/announcements/choices', { schema: announcementChoices, signal }),
  });
}

/** POST /api/v1/announcements → the announcement with its counts. */
export function useAnnounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      apiRequest('/api/v1/announcements', { method: 'POST', json: input, schema: announcement }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ['messages', 'log'] }),
      ]),
  });
}
