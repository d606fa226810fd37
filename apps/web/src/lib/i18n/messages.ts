import { messages } from './en/messages.ts';
import type { Strings } from './index.ts';

/** The messages area's strings in the active language (only English today); see ./index.ts. */
export const tMessages: Strings<typeof messages> = messages;
