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

/** GET /api/v1/jobs/:name/runs (when `name` is set). */
export function useJobRuns(name: JobName | null) {
  return useQuery({
    queryKey: [...jobsKey, name, 'runs'],
    queryFn: ({ signal }) => apiRequest(`${path(name!)}/runs`, { schema: jobRunList, signal }),
    enabled: name !== null,
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
