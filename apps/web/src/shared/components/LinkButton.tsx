import { buttonClassName, type ButtonStyleOptions } from '@platform/ui';
import { Link, type LinkProps } from 'react-router-dom';

export type LinkButtonProps = Omit<LinkProps, 'className'> & ButtonStyleOptions;

/** An in-app link styled as a button (navigation without a page load). */
export function LinkButton({ variant, size, fullWidth, className, ...linkProps }: LinkButtonProps) {
  return (
    <Link {...linkProps} className={buttonClassName({ variant, size, fullWidth, className })} />
  );
}
