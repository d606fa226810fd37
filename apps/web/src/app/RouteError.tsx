import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { t } from '../lib/i18n/index.ts';

/** The router's errorElement: unknown routes and anything a page throws. Plain HTML, it ships in the entry. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="route-error">
      <title>{t.routeError.title}</title>
      <h1>{t.routeError.title}</h1>
      <p>{notFound ? t.routeError.notFound : t.routeError.generic}</p>
      <p className="route-error-actions">
        <Link to="/">{t.common.homeLink}</Link>
        {!notFound && (
          <button type="button" onClick={() => window.location.reload()}>
            {t.routeError.reload}
          </button>
        )}
      </p>
    </main>
  );
}
