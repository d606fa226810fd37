import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobList, jobRunList, jobSummary, type JobName } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';

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
