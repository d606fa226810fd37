import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import classes from './DangerButton.module.css';

type DangerButtonProps = ButtonProps & ElementProps<'button', keyof ButtonProps>;

/** A quiet red button for what removes or switches off (Deactivate, Delete, Remove), in readable red. */
export function DangerButton({ className, variant = 'subtle', ...props }: DangerButtonProps) {
  return (
    <Button
      variant={variant}
      className={className ? `${classes.danger} ${className}` : classes.danger}
      {...props}
    />
  );
}
