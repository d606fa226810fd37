import { Textarea, type ElementProps, type TextareaProps } from '@mantine/core';

type WrappingFieldProps = Omit<TextareaProps, 'onChange'> &
  Omit<ElementProps<'textarea', keyof TextareaProps>, 'onChange' | 'onKeyDown'> & {
    onChange: (value: string) => void;
    /** Enter does this instead of starting a new line (such as saving the edit). */
    onEnter?: () => void;
  };

/**
 * A one-line value (a topic's name, a content's name or URL) that wraps onto more lines when it is
 * long, instead of being cut off at the field's edge, so all of it can be read and copied on a phone.
 * It never holds a line break: Enter calls `onEnter` and pasted breaks become spaces.
 */
export function WrappingField({ onChange, onEnter, ...props }: WrappingFieldProps) {
  return (
    <Textarea
      autosize
      minRows={1}
      {...props}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\s*[\r\n]+\s*/g, ' '))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onEnter?.();
        }
      }}
    />
  );
}
