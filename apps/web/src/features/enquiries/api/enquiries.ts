import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  BOARD_CARDS,
  demoChoices,
  demoClassDetail,
  demoClassPage,
  duplicateMatches,
  enquiryBoard,
  enquiryChoices,
  enquiryDetail,
  enquiryFunnel,
  enquiryPage,
  enquirySettings,
  enquirySummary,
  type AttendanceInput,
  type DemoClassDetail,
  type DemoClassInput,
  type DemoClassListQuery,
  type DemoClassUpdate,
  type EnquiryBoardQuery,
  type EnquiryDetail,
  type EnquiryInput,
  type EnquiryListQuery,
  type EnquiryStage,
  type EnquiryUpdate,
  type FollowUpInput,
  type FunnelQuery,
  type StageMove,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { queryString } from '../../../lib/queryString.ts';

export const enquiryKeys = {
  all: ['enquiries'] as const,
  choices: ['enquiries', 'choices'] as const,
  list: (query: object) => ['enquiries', 'list', query] as const,
  board: (query: object) => ['enquiries', 'board', query] as const,
  summary: ['enquiries', 'summary'] as const,
  one: (id: number) => ['enquiries', 'one', id] as const,
  duplicates: (mobile: string, email: string) => ['enquiries', 'duplicates', mobile, email] as const,
  funnel: (query: object) => ['enquiries', 'funnel', query] as const,
  settings: ['enquiries', 'settings'] as const,
};

/** GET /api/v1/enquiries/choices: centres, classes, boards, subjects, staff, lost reasons. */
export const useEnquiryChoices = () =>
  useQuery({
    queryKey: enquiryKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/enquiries/choices', { schema: enquiryChoices, signal }),
    staleTime: 60_000,
  });

export const useEnquiries = (query: EnquiryListQuery) =>
  useQuery({
    queryKey: enquiryKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/enquiries?${queryString(query)}`, { schema: enquiryPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useEnquiryBoard = (query: EnquiryBoardQuery) =>
  useQuery({
    queryKey: enquiryKeys.board(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/enquiries/board?${queryString(query)}`, { schema: enquiryBoard, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * A board column's cards past its first: the list's pages of the stage after the board's (pages of
 * BOARD_CARDS, newest first), fetched once `wanted`. Keyed under the board, so every change that
 * refreshes the board refreshes them too.
 */
export const useMoreCards = (query: EnquiryBoardQuery, stage: EnquiryStage, wanted: boolean) =>
  useInfiniteQuery({
    queryKey: [...enquiryKeys.board(query), stage],
    // The board showed the stage's first page of the list; "Show more" starts at its second.
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/v1/enquiries?${queryString({ ...query, stage, sort: '-createdAt', page: pageParam, pageSize: BOARD_CARDS })}`,
        { schema: enquiryPage, signal },
      ),
    getNextPageParam: (page, _pages, pageParam) =>
      page.data.length < BOARD_CARDS ? undefined : pageParam + 1,
    enabled: wanted,
  });

export const useEnquirySummary = () =>
  useQuery({
    queryKey: enquiryKeys.summary,
    queryFn: ({ signal }) => apiRequest('/api/v1/enquiries/summary', { schema: enquirySummary, signal }),
  });

export const useEnquiry = (id: number | null) =>
  useQuery({
    queryKey: enquiryKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/enquiries/${id}`, { schema: enquiryDetail, signal }),
    enabled: id !== null,
  });

/** Open enquiries with this mobile or email (asked once the desk has typed a whole one). */
export const useDuplicates = (mobile: string, email: string) =>
  useQuery({
    queryKey: enquiryKeys.duplicates(mobile, email),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/enquiries/duplicates?${queryString({ mobile: mobile || undefined, email: email || undefined })}`,
        {
          schema: duplicateMatches,
          signal,
        },
      ),
    enabled: Boolean(mobile || email),
    staleTime: 30_000,
  });

export const useFunnel = (query: FunnelQuery) =>
  useQuery({
    queryKey: enquiryKeys.funnel(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/enquiries/funnel?${queryString(query)}`, { schema: enquiryFunnel, signal }),
    placeholderData: keepPreviousData,
  });

export const useEnquirySettings = () =>
  useQuery({
    queryKey: enquiryKeys.settings,
    queryFn: ({ signal }) => apiRequest('/api/v1/enquiries/settings', { schema: enquirySettings, signal }),
  });

/** Every change answers the whole enquiry: it replaces the cached one; lists, board and counts refresh. */
function useEnquiryChange<I>(call: (input: I) => Promise<EnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(enquiryKeys.one(saved.id), saved),
    onSettled: () =>
      Promise.all(
        (['list', 'board', 'summary', 'funnel', 'duplicates'] as const).map((part) =>
          queryClient.invalidateQueries({ queryKey: ['enquiries', part] }),
        ),
      ),
  });
}

export const useCreateEnquiry = () =>
  useEnquiryChange((input: EnquiryInput) =>
    apiRequest('/api/v1/enquiries', { method: 'POST', json: input, schema: enquiryDetail }),
  );

export const useUpdateEnquiry = () =>
  useEnquiryChange(({ id, changes }: { id: number; changes: EnquiryUpdate }) =>
    apiRequest(`/api/v1/enquiries/${id}`, { method: 'PATCH', json: changes, schema: enquiryDetail }),
  );

export const useMoveEnquiry = () =>
  useEnquiryChange(({ id, move }: { id: number; move: StageMove }) =>
    apiRequest(`/api/v1/enquiries/${id}/stage`, { method: 'POST', json: move, schema: enquiryDetail }),
  );

export const useAddFollowUp = () =>
  useEnquiryChange(({ id, followUp }: { id: number; followUp: FollowUpInput }) =>
    apiRequest(`/api/v1/enquiries/${id}/follow-ups`, {
      method: 'POST',
      json: followUp,
      schema: enquiryDetail,
    }),
  );

export const useCompleteFollowUp = () =>
  useEnquiryChange(({ id, followUpId, outcome }: { id: number; followUpId: number; outcome: string }) =>
    apiRequest(`/api/v1/enquiries/${id}/follow-ups/${followUpId}/done`, {
      method: 'POST',
      json: { outcome },
      schema: enquiryDetail,
    }),
  );

function useSettingsChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(enquiryKeys.settings, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.choices }),
  });
}

/** The lost reasons, and the website's daily thank-you emails when given (left out: kept). */
export const useSaveEnquirySettings = () =>
  useSettingsChange((input: { lostReasons: string[]; websiteRepliesPerDay?: number }) =>
    apiRequest('/api/v1/enquiries/settings', {
      method: 'PUT',
      json: input,
      schema: enquirySettings,
    }),
  );

export const useSetEnquiryForm = () =>
  useSettingsChange((open: boolean) =>
    apiRequest('/api/v1/enquiries/settings/form', {
      method: 'POST',
      json: { open },
      schema: enquirySettings,
    }),
  );

// ---- demo classes ----

export const demoKeys = {
  choices: ['demo-classes', 'choices'] as const,
  list: (query: object) => ['demo-classes', 'list', query] as const,
  one: (id: number) => ['demo-classes', 'one', id] as const,
};

export const useDemoChoices = () =>
  useQuery({
    queryKey: demoKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/demo-classes/choices', { schema: demoChoices, signal }),
    staleTime: 60_000,
  });

export const useDemoClasses = (query: DemoClassListQuery) =>
  useQuery({
    queryKey: demoKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/demo-classes?${queryString(query)}`, { schema: demoClassPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useDemoClass = (id: number | null) =>
  useQuery({
    queryKey: demoKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/demo-classes/${id}`, { schema: demoClassDetail, signal }),
    enabled: id !== null,
  });

/** Every demo change answers the whole class; demo lists and every enquiry view refresh (stages move). */
function useDemoChange<I>(call: (input: I) => Promise<DemoClassDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(demoKeys.one(saved.id), saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['demo-classes', 'list'] }),
        queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
      ]),
  });
}

export const useScheduleDemo = () =>
  useDemoChange((input: DemoClassInput) =>
    apiRequest('/api/v1/demo-classes', { method: 'POST', json: input, schema: demoClassDetail }),
  );

export const useUpdateDemo = () =>
  useDemoChange(({ id, changes }: { id: number; changes: DemoClassUpdate }) =>
    apiRequest(`/api/v1/demo-classes/${id}`, { method: 'PATCH', json: changes, schema: demoClassDetail }),
  );

export const useInvite = () =>
  useDemoChange(({ id, enquiryIds }: { id: number; enquiryIds: number[] }) =>
    apiRequest(`/api/v1/demo-classes/${id}/invitations`, {
      method: 'POST',
      json: { enquiryIds },
      schema: demoClassDetail,
    }),
  );

export const useMarkAttendance = () =>
  useDemoChange(({ id, enquiryId, mark }: { id: number; enquiryId: number; mark: AttendanceInput }) =>
    apiRequest(`/api/v1/demo-classes/${id}/invitations/${enquiryId}`, {
      method: 'POST',
      json: mark,
      schema: demoClassDetail,
    }),
  );
