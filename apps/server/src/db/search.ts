import { and, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, digitsPattern } from './like.ts';
import type { Placeholders } from './prepared.ts';

/*
 * How every search box matches a record (decision 089): the quick search in the top bar and the
 * search field of the students', enquiries' and teachers' lists. The text is cut into words, and a
 * record matches when each word is found in its search text as written, in any order and any case
 * (ILIKE '%word%'). When no record of the organisation matches so, a typo or two is forgiven: the
 * records whose search text holds a stretch like the whole text (pg_trgm's `text <% search_text`,
 * word similarity of at least TYPO_SIMILARITY, which counts trigrams whatever the words' order).
 * A text with five digits or more also finds a mobile number however it was typed (`digitsPattern`).
 * Every condition is answered by the trigram index on the search text (gin_trgm_ops answers ILIKE
 * and `<%` alike), so a search costs the same in a large institute.
 */

/** The most words of a search that are matched: the longest ones (a fourth word rarely narrows). */
export const SEARCH_WORDS = 3;
/**
 * pg_trgm's `pg_trgm.word_similarity_threshold`, which `text <% search_text` compares with: set for
 * every connection (db/client.ts), since an operator takes no threshold of its own and only the
 * operator is answered by an index. The similarity is shared trigrams over all trigrams of the two
 * (a letter changed mid-word loses three of a word's): 0.35 finds "rahul sherma" and "rahal sherma"
 * for Rahul Sharma (0.63, 0.37), "sherma" (0.40), "shamra" (0.43) and "dehsmukh" for Deshmukh (0.38).
 */
export const TYPO_SIMILARITY = 0.35;
/** A text shorter than this is matched only as written (three letters with a typo match anything). */
export const TYPO_MIN_LENGTH = 4;

/** A search's words and text as a filter's values. */
export interface SearchTerms {
  /** The longest word as a LIKE pattern: set whenever anything is searched (`searches()` reads it). */
  q?: string;
  q2?: string;
  q3?: string;
  /** The whole text, to forgive a typo: set only for a text long enough and holding a letter. */
  typo?: string;
  /** `%98765%`: the digits of the text, to find a mobile number however it was typed. */
  digits?: string;
}

const PATTERNS = ['q', 'q2', 'q3'] as const;
const LETTER = /\p{L}/u;

/** The words of a search text, longest first (at most SEARCH_WORDS, each once, case aside). */
export function searchWords(text: string | undefined): string[] {
  const words = [...new Set((text ?? '').trim().toLowerCase().split(/\s+/u).filter(Boolean))];
  return words.sort((a, b) => b.length - a.length).slice(0, SEARCH_WORDS);
}

/** A search box's text as a filter's values; `{}` when it holds nothing to search. */
export function searchTerms(text: string | undefined): SearchTerms {
  const words = searchWords(text);
  if (words.length === 0) return {};
  const whole = words.join(' ');
  const terms: SearchTerms = { digits: digitsPattern(text!) };
  words.forEach((word, i) => (terms[PATTERNS[i]!] = containsPattern(word)));
  if ([...whole].length >= TYPO_MIN_LENGTH && LETTER.test(whole)) terms.typo = whole;
  return terms;
}

/** Where a search looks: the table's search text and organisation, and how it finds a mobile. */
export interface Searched {
  table: PgTable;
  organisationId: AnyPgColumn;
  text: AnyPgColumn;
  /** The records whose mobile number is like `digits` (a LIKE pattern), of the organisation. */
  byDigits?: (digits: string | Placeholder, organisationId: number | Placeholder) => SQL;
}

/**
 * A record of `where.table` that holds every word as written (or whose mobile `byDigits` finds), or
 * — when no record of the organisation does — one like the whole text with a typo or two. Undefined
 * when nothing is searched. Values or placeholders.
 */
export function searchMatch(
  where: Searched,
  organisationId: number | Placeholder,
  f: Placeholders<SearchTerms>,
): SQL | undefined {
  if (f.q === undefined) return undefined;
  const { table, text, byDigits } = where;
  const words = PATTERNS.map((key) => (f[key] === undefined ? undefined : sql`${text} ilike ${f[key]}`));
  const asWritten = or(
    and(...words),
    f.digits !== undefined && byDigits ? byDigits(f.digits, organisationId) : undefined,
  )!;
  if (f.typo === undefined) return asWritten;
  // Uncorrelated, so PostgreSQL answers it once (an InitPlan): one probe of the trigram indexes.
  const noneAsWritten = sql`not exists (select 1 from ${table} where ${where.organisationId} = ${organisationId} and ${asWritten})`;
  return or(asWritten, and(sql`${f.typo} <% ${text}`, noneAsWritten));
}

/**
 * How well `text` matches the whole search (0–1, pg_trgm's word similarity, which counts the
 * words in any order): the quick search's order within a kind.
 */
export const searchRank = (text: SQLWrapper, search: string | Placeholder) =>
  sql<number>`word_similarity(${search}, ${text})`;

/** What the quick search's parts are read with (db/together.ts): the terms, the text and the organisation. */
export interface QuickTerms extends SearchTerms {
  organisationId: number;
  /** The search as typed (trimmed): what a match is ranked against. */
  text: string;
  /** The text as an enquiry's number (`123`, `#123`). */
  enquiryId?: number;
  /** The text without spaces as a LIKE pattern, when it holds a digit: a receipt's number. */
  receipt?: string;
}
