import { t } from '../lib/i18n/index.ts';

/** Shown while a page's code or first data loads (plain HTML: it is part of the entry chunk). */
export function PageLoading({ label = t.common.loading }: { label?: string }) {
  return (
    <div className="fullpage-status" role="status">
      <div>
        <span className="spinner" aria-hidden="true" />
        <p>{label}</p>
      </div>
    </div>
  );
}
