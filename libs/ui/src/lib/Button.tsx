import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/**
 * The class names of a button, for elements that must look like one without being a
 * `Button` (for example a router link in the app).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    size !== 'md' && `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    className,
  );
}

interface CommonProps extends ButtonStyleOptions {
  children: ReactNode;
}

export interface ButtonAsButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
  /**
   * Shows a busy state: the button stays focusable (so focus is not lost) but ignores clicks,
   * and announces itself as busy.
   */
  loading?: boolean;
  /** Text shown instead of the children while loading, e.g. "Wird gesendet...". */
  loadingLabel?: ReactNode;
}

export interface ButtonAsLinkProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> {
  href: string;
  loading?: never;
  loadingLabel?: never;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A button, or a link that looks like one when `href` is given. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, className, children, ...anchorProps } = props;
    return (
      <a {...anchorProps} className={buttonClassName({ variant, size, fullWidth, className })}>
        {children}
      </a>
    );
  }

  const {
    variant,
    size,
    fullWidth,
    className,
    children,
    loading = false,
    loadingLabel,
    type = 'button',
    onClick,
    disabled,
    ...buttonProps
  } = props;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={buttonClassName({
        variant,
        size,
        fullWidth,
        className: cx(loading && 'ui-button--loading', className),
      })}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}
