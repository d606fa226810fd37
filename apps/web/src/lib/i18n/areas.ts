import { hindiArea } from './index.ts';
import type { Strings } from './types.ts';

/**
 * `english` (an area's catalogue, exported as `area` by ./en/<area>.ts) in the active language: Hindi's
 * `./hi/<area>.ts`, which `loadCatalogue` loaded before any screen's module is evaluated. An area with
 * no Hindi file yet stays in English; the completeness test (__tests__/catalogues.test.tsx) names
 * each such area and fails for any other.
 */
export function localised<T>(area: string, english: T): Strings<T> {
  return (hindiArea(area)?.[area] ?? english) as Strings<T>;
}
