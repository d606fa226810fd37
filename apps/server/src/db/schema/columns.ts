import { organisations } from './core.ts';
import { requiredRef } from './plain-columns.ts';

// Columns many tables share, each a function so that every table gets a column of its own.
export { createdAt, requiredRef, updatedAt } from './plain-columns.ts';

/** The organisation a row belongs to; its rows go when it does. */
export const organisationId = () => requiredRef('organisation_id', () => organisations.id, 'cascade');
