import { useId, type ReactNode } from 'react';

export interface CallToActionProps {
  title: ReactNode;
  text?: ReactNode;
  /** Links styled as buttons; use the `secondary` variant on the dark band. */
  actions: ReactNode;
}

/** A closing band that invites the next step (usually contact). */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const titleId = useId();
  return (
    <section className="mk-cta" aria-labelledby={titleId}>
      <div className="app-container mk-cta__inner">
        <div>
          <h2 id={titleId} className="mk-cta__title">
            {title}
          </h2>
          {text ? <p className="mk-cta__text">{text}</p> : null}
        </div>
        <div className="mk-actions mk-cta__actions">{actions}</div>
      </div>
    </section>
  );
}
