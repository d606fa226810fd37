import { useQuery } from '@tanstack/react-query';
import { batchChoices, batchPage } from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';

/** The planned and active batches (the first hundred, by name), to choose one. */
export const useCurrentBatches = () =>
  useQuery({
    queryKey: feeKeys.batches,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/batches?status=current&pageSize=100', { schema: batchPage, signal }),
    select: (page) => page.data.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` })),
    staleTime: 60_000,
  });

/** Centres and classes to filter by (the batch form's choices). */
export const useChoices = () =>
  useQuery({
    queryKey: feeKeys.choices,
    queryFn: ({ signal }) => apiRequest('/api/v1/batches/choices', { schema: batchChoices, signal }),
    select: ({ centres, classes }) => {
      const options = (list: { id: number; name: string }[]) =>
        list.map((c) => ({ value: String(c.id), label: c.name }));
      return { centres: options(centres), classes: options(classes) };
    },
    staleTime: 60_000,
  });
