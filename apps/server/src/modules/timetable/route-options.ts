/** What every timetable route's options share: its OpenAPI tag and its menu access. */
export const tags = ['timetable'];
export const menu = (name: string, level: 'view' | 'manage') => ({ access: { menu: name, level } });
