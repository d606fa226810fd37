import { messages } from './en/messages.ts';
import { localised } from './areas.ts';
import type { Strings } from './types.ts';

/** The messages area's strings in the active language; see ./index.ts. */
export const tMessages: Strings<typeof messages> = localised('messages', messages);
