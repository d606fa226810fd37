/** `%q%` for LIKE/ILIKE, with the pattern characters of q (`\`, `%`, `_`) taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
