import { z } from 'zod';

/**
 * One error map for every contract (issue 65): a check that names no message of its own still
 * says a sentence a person would write — "Choose a centre.", "Please fill in the name." — never
 * zod's "Too small: expected number to be >0". The field's key names it (`centreId` → "centre",
 * `feePlanId` → "fee plan"); an id is a choice. A schema's own message always wins over this one.
 */

/** A field's key as a person says it: `centreId` → "centre", `startTime` → "start time". */
export function fieldNoun(key: string): string {
  return key
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
const isChoice = (key: string | undefined) => Boolean(key && /Ids?$/.test(key));
const count = (n: number | bigint, one: string) => (Number(n) === 1 ? `one ${one}` : `${n} ${one}s`);

type Issue = z.core.$ZodRawIssue;

/** The key of the field an issue is about: its path's last name (an array's item: the array's). */
function fieldKey(issue: Issue): string | undefined {
  const names = (issue.path ?? []).filter((p): p is string => typeof p === 'string');
  return names[names.length - 1];
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, key: string | undefined, noun: string) {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1
        ? `Please fill in the ${noun}.`
        : `The ${noun} needs at least ${count(min, 'character')}.`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? `Choose at least one ${noun}.` : `Choose at least ${min} ${noun}s.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (isChoice(key)) return `Choose ${withArticle(noun)}.`;
      return issue.inclusive
        ? `The ${noun} must be at least ${min}.`
        : `The ${noun} must be more than ${min}.`;
    default:
      return `The ${noun} is too early or too small.`;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, noun: string) {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `The ${noun} can be at most ${count(max, 'character')}.`;
    case 'array':
    case 'set':
      return `Choose at most ${max}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `The ${noun} can be at most ${max}.` : `The ${noun} must be less than ${max}.`;
    default:
      return `The ${noun} is too late or too big.`;
  }
}

/** The sentence for an issue no schema gave a message to (undefined: zod's own, never reached in practice). */
export function personMessage(issue: Issue): string | undefined {
  const key = fieldKey(issue);
  const noun = key ? fieldNoun(key) : 'value';
  switch (issue.code) {
    case 'invalid_type':
      if (isChoice(key)) return `Choose ${withArticle(noun)}.`;
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return `Please fill in the ${noun}.`;
      if (issue.expected === 'number' || issue.expected === 'int') return `Enter a number for the ${noun}.`;
      return `Please check the ${noun}.`;
    case 'too_small':
      return tooSmall(issue, key, noun);
    case 'too_big':
      return tooBig(issue, noun);
    case 'invalid_value':
      return `Choose ${withArticle(noun)} from the list.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Please enter a valid email address.' : `Please check the ${noun}.`;
    case 'not_multiple_of':
      return `The ${noun} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    default:
      return `Please check the ${noun}.`;
  }
}

z.config({ customError: personMessage });
