import { useMediaQuery } from '@mantine/hooks';

/** Mantine's md breakpoint: lists are tables from here up and cards below it, where row actions fold into a menu. */
export const WIDE = '(min-width: 62em)';

/** Whether the screen is wide enough for a table; known on the first render, so nothing flashes. */
export function useWide(): boolean {
  return useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
}
