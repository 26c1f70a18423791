export interface PromoCode {
  code: string;
  tool: string;
  description: string;
}

export interface PromoCodeListProps {
  title: string;
  /** Plain values: promo codes have no id, so they are read with their parent, not as a fragment. */
  promoCodes: readonly PromoCode[];
}

/** The tool promo codes a member gets, each with its tool and what it gives. */
export function PromoCodeList({ title, promoCodes }: PromoCodeListProps) {
  return (
    <div className="academy-promo">
      <p className="academy-promo__title">{title}</p>
      <ul className="academy-promo__list">
        {promoCodes.map((promo) => (
          <li key={promo.code}>
            <strong>{promo.tool}</strong>: <code className="academy-promo__code">{promo.code}</code>
            <span className="academy-promo__text"> – {promo.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
