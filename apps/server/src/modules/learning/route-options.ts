import { apiError } from '@kaksha/contracts';

/** What the chapter manager's routes share: their error answers, menu and tag. */
export const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
};
export const view = { access: { menu: 'ChapterDetails', level: 'view' as const } };
export const manage = { access: { menu: 'ChapterDetails', level: 'manage' as const } };
export const tags = ['learning'];
