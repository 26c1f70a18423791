export { Badge, type BadgeProps, type BadgeTone } from './lib/Badge';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './lib/Button';
export { Card, type CardProps } from './lib/Card';
export { cx } from './lib/class-names';
export { VisuallyHidden, type VisuallyHiddenProps } from './lib/VisuallyHidden';
