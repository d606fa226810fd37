import {
  instituteBooks,
  type InstituteBooksBody,
  instituteBrand,
  instituteSettings,
  type InstituteSettings,
  type InstituteSettingsBody,
  jobList,
  type JobName,
  jobRunList,
  jobSummary,
} from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const booksKey = ['institute', 'books'] as const;
const BOOKS = '/api/v1/institute/books';

/** GET /api/v1/institute/books: the lock date, the backdating window, receipt links' life. */
export const useInstituteBooks = () =>
  useQuery({
    queryKey: booksKey,
    queryFn: ({ signal }) => apiRequest(BOOKS, { schema: instituteBooks, signal }),
  });

/** PUT /api/v1/institute/books. */
export function useSaveInstituteBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstituteBooksBody) =>
      apiRequest(BOOKS, { method: 'PUT', json: body, schema: instituteBooks }),
    onSuccess: (saved) => queryClient.setQueryData(booksKey, saved),
  });
}

/** POST /api/v1/institute/onboarding/dismiss: first-run setup stops opening by itself. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/institute/onboarding/dismiss', { method: 'POST', schema: instituteBrand }),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}

const jobsKey = ['institute', 'jobs'] as const;
const path = (name: JobName) => `/api/v1/jobs/${encodeURIComponent(name)}`;

/** GET /api/v1/jobs: every background job with its last run, last failure and next run. */
export function useJobs() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/jobs', { schema: jobList, signal }),
  });
}

/** How often an open list of runs is read again while one of them is due or running. */
const WHILE_RUNNING_MS = 2_000;

/** GET /api/v1/jobs/:name/runs (when `name` is set), read again while a run is due or running. */
export function useJobRuns(name: JobName | null) {
  return useQuery({
    queryKey: [...jobsKey, name, 'runs'],
    queryFn: ({ signal }) => apiRequest(`${path(name!)}/runs`, { schema: jobRunList, signal }),
    enabled: name !== null,
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === 'due' || run.status === 'running')
        ? WHILE_RUNNING_MS
        : false,
  });
}

/** POST /api/v1/jobs/:name/run: the list (and the job's runs) are read again. */
export function useRunJobNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: JobName) => apiRequest(`${path(name)}/run`, { method: 'POST', schema: jobSummary }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
