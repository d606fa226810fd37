import { t } from '../lib/i18n/index.ts';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep indigo; shade 7 (#4338ca) carries white text at 7.9:1. */
const kaksha: MantineColorsTuple = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
];

export const theme = createTheme({
  primaryColor: 'kaksha',
  primaryShade: 7,
  colors: { kaksha },
  defaultRadius: 'md',
  // Devanagari from our own server (app/fonts.css); its unicode-range keeps it off Latin text.
  fontFamily:
    'Inter, "Noto Sans Devanagari", "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Modals, menus and drawers appear without sliding for people who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // A clearable input's × is a button: it needs a name (axe).
    Select: { defaultProps: { clearButtonProps: { 'aria-label': t.common.clear } } },
    MultiSelect: { defaultProps: { clearButtonProps: { 'aria-label': t.common.clear } } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': t.common.clear } } },
  },
});

/** Mantine's defaults for dimmed text and errors are below 4.5:1 on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': '#b91c1c',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
