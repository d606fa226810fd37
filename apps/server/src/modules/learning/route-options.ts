import { errorReplies } from '../../plugins/openapi.ts';

/** What the chapter manager's routes share: their error answers, menu and tag. */
export const errors = errorReplies.upload;
export const view = { access: { menu: 'ChapterDetails', level: 'view' as const } };
export const manage = { access: { menu: 'ChapterDetails', level: 'manage' as const } };
export const tags = ['learning'];
