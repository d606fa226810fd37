import { Suspense, type ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * A chart in a figure captioned by its title; the chart is lazy (its library loads when first
 * shown), and `loading` says so meanwhile.
 */
export function ChartFigure({
  id,
  title,
  loading,
  className,
  children,
}: {
  /** The caption's id, which names the figure. */
  id: string;
  title: string;
  loading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={className} aria-labelledby={id}>
      <Text component="figcaption" size="sm" fw={600} mb="xs" id={id}>
        {title}
      </Text>
      <Suspense
        fallback={
          <Text size="sm" c="dimmed" role="status">
            {loading}
          </Text>
        }
      >
        {children}
      </Suspense>
    </figure>
  );
}
