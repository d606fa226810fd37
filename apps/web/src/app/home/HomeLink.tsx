import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A landing-page link: to one of this app's routes through the router, or, when `external`, a plain
 * link to a page the app does not route (the API docs, the other sites).
 */
export function HomeLink({
  to,
  external,
  className,
  children,
}: {
  to: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return external ? (
    <a className={className} href={to}>
      {children}
    </a>
  ) : (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}
