import type { ReactNode } from 'react';

export interface Step {
  key: string;
  title: ReactNode;
  text: ReactNode;
}

/** Numbered steps of a process, as an ordered list (the numbers are the list's own). */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mk-steps">
      {steps.map((step, index) => (
        <li key={step.key} className="mk-steps__item">
          <span className="mk-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="mk-steps__title">{step.title}</h3>
            <p className="mk-steps__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
