import { useState } from 'react';

/**
 * The page a paged list shows. A new search or filter starts again at page 1: the page is kept
 * with the filters it was chosen for, so no effect has to reset it after a render.
 */
export function useListPage(filters: readonly unknown[]): [number, (page: number) => void] {
  const key = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (next) => setPaging({ key, page: next })];
}

/** Which page of a list's table is shown, how long a page is, and the way to another: spread on ResponsiveTable. */
export interface Paging {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** `useListPage` for a table of `pageSize` rows a page, as ResponsiveTable takes it. */
export function usePaging(filters: readonly unknown[], pageSize: number): Paging {
  const [page, onPageChange] = useListPage(filters);
  return { page, pageSize, onPageChange };
}
