import type { ReactNode } from 'react';
import layout from './home.module.css';

/** One of the landing page's sections: #id (a link target), its title, on grey when `alt`. */
export function HomeSection({
  id,
  title,
  alt,
  children,
}: {
  id: string;
  title: ReactNode;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={alt ? `${layout.section} ${layout.alt}` : layout.section}
      aria-labelledby={`${id}-title`}
    >
      <div className={layout.container}>
        <h2 id={`${id}-title`} className={layout.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
