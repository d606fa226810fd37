import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inventoryChoices,
  inventoryItem,
  inventoryItemPage,
  inventoryKit,
  inventoryKitList,
  inventoryStore,
  inventoryStoreList,
  ledgerPage,
  lowStockPage,
  stockDocument,
  studentPage,
  type ItemInput,
  type ItemListQuery,
  type StockKind,
} from '@kaksha/contracts';
import { apiRequest } from '../../../lib/api.ts';
import { feeKeys } from '../../../lib/queryKeys.ts';
import { queryString } from '../../../lib/queryString.ts';

const base = '/api/v1/inventory';

export const inventoryKeys = {
  all: ['inventory'] as const,
  items: (query: object) => ['inventory', 'items', query] as const,
  allItems: ['inventory', 'items', 'all'] as const,
  stores: ['inventory', 'stores'] as const,
  kits: ['inventory', 'kits'] as const,
  choices: ['inventory', 'choices'] as const,
  low: (query: object) => ['inventory', 'low', query] as const,
  ledger: (id: number, query: object) => ['inventory', 'ledger', id, query] as const,
  item: (id: number) => ['inventory', 'item', id] as const,
  students: (q: string) => ['inventory', 'students', q] as const,
};

export const useItems = (query: ItemListQuery) =>
  useQuery({
    queryKey: inventoryKeys.items(query),
    queryFn: ({ signal }) =>
      apiRequest(`${base}/items?${queryString(query)}`, { schema: inventoryItemPage, signal }),
    placeholderData: keepPreviousData,
  });

/** The items a stock form offers (the first 100 by name: a small institute's store). */
export const useItemChoices = () =>
  useQuery({
    queryKey: inventoryKeys.allItems,
    queryFn: ({ signal }) => apiRequest(`${base}/items?pageSize=100`, { schema: inventoryItemPage, signal }),
    staleTime: 30_000,
  });

export const useItem = (id: number | null) =>
  useQuery({
    queryKey: inventoryKeys.item(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${base}/items/${id}`, { schema: inventoryItem, signal }),
    enabled: id !== null,
  });

export const useStores = () =>
  useQuery({
    queryKey: inventoryKeys.stores,
    queryFn: ({ signal }) => apiRequest(`${base}/stores`, { schema: inventoryStoreList, signal }),
  });

export const useKits = () =>
  useQuery({
    queryKey: inventoryKeys.kits,
    queryFn: ({ signal }) => apiRequest(`${base}/kits`, { schema: inventoryKitList, signal }),
  });

export const useInventoryChoices = () =>
  useQuery({
    queryKey: inventoryKeys.choices,
    queryFn: ({ signal }) => apiRequest(`${base}/choices`, { schema: inventoryChoices, signal }),
    staleTime: 60_000,
  });

export const useLowStock = (query: { page: number; pageSize: number; storeId?: number }) =>
  useQuery({
    queryKey: inventoryKeys.low(query),
    queryFn: ({ signal }) =>
      apiRequest(`${base}/low-stock?${queryString(query)}`, { schema: lowStockPage, signal }),
    placeholderData: keepPreviousData,
  });

export const useLedger = (id: number | null, query: { page: number; pageSize: number }) =>
  useQuery({
    queryKey: inventoryKeys.ledger(id ?? 0, query),
    queryFn: ({ signal }) =>
      apiRequest(`${base}/items/${id}/ledger?${queryString(query)}`, { schema: ledgerPage, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

/** The students list's search (name, admission number, mobile), a few at a time, for the sale form. */
export const useStudentSearch = (q: string) =>
  useQuery({
    queryKey: inventoryKeys.students(q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/students?${queryString({ q, pageSize: 10 })}`, { schema: studentPage, signal }),
    enabled: q.length >= 2,
  });

/** Every inventory view is refreshed after a change; a sale also moved money (the student's dues). */
function useInventoryMutation<I, R>(mutationFn: (input: I) => Promise<R>, movesMoney = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      if (movesMoney) await queryClient.invalidateQueries({ queryKey: feeKeys.all });
    },
  });
}

export const useSaveItem = () =>
  useInventoryMutation(({ id, item }: { id: number | null; item: ItemInput }) =>
    apiRequest(id ? `${base}/items/${id}` : `${base}/items`, {
      method: id ? 'PUT' : 'POST',
      json: item,
      schema: inventoryItem,
    }),
  );

export const useAddStore = () =>
  useInventoryMutation((store: { name: string; centreId: number }) =>
    apiRequest(`${base}/stores`, { json: store, schema: inventoryStore }),
  );

export const useAddKit = () =>
  useInventoryMutation(
    (kit: { name: string; classId: number | null; parts: { itemId: number; quantity: number }[] }) =>
      apiRequest(`${base}/kits`, { json: kit, schema: inventoryKit }),
  );

const PATHS: Record<StockKind, string> = {
  purchase: 'purchases',
  transfer: 'transfers',
  issue: 'issues',
  sale: 'sales',
  return: 'returns',
};

export const useRecordStock = (kind: StockKind) =>
  useInventoryMutation(
    (body: object) => apiRequest(`${base}/${PATHS[kind]}`, { json: body, schema: stockDocument }),
    kind === 'sale',
  );
