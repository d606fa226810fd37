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
