import type { SelectProps } from '@mantine/core';

/** What the calendars' pickers take: the chosen id (or none) and the words around the choice. */
export interface PickerProps {
  value: number | null;
  onChange: (id: string | null) => void;
  label: string;
  placeholder: string;
  clearable?: boolean;
  /** Its width; by default as wide as the screen allows, up to 420 px. */
  w?: SelectProps['w'];
}
