import type { ReactNode } from 'react';

export interface FaqItem {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions that open their answer in place: native `<details>`/`<summary>`, so keyboard
 * (Enter/Space) and screen readers (expanded/collapsed) work without any script.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mk-faq">
      {items.map((item) => (
        <details key={item.key}>
          <summary>{item.question}</summary>
          <div className="mk-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
