import { serializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { JsonText } from '../db/page.ts';

type CompilerInput = Parameters<typeof serializerCompiler>[0];

/**
 * Every reply is checked against its route's response schema and then written as JSON. A frozen
 * payload cannot change, so its JSON is made once per route and reused: the menu tree that a
 * remembered session hands to every sidebar call (modules/menus/service.ts) is the case in point.
 */
export function memoizingSerializerCompiler(route: CompilerInput) {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = serialize(data)));
    return json;
  };
}

/** Freezes a value and everything it holds, so that it may be served by `memoizingSerializerCompiler`. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Sends JSON that the database wrote (`jsonListPage`, `jsonBoard`, decision 030) as the body, as it is: fastify
 * serializes only what is not a string. The route keeps its response schema for the OpenAPI document;
 * that the text matches it is the list tests' part (db/page.test.ts).
 */
export function sendJson<T>(reply: FastifyReply, json: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
