export { Alert, type AlertProps, type AlertTone } from './lib/Alert';
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
export { Dialog, type DialogProps } from './lib/Dialog';
export { type FieldChromeProps } from './lib/Field';
export {
  Pagination,
  visiblePages,
  type PaginationLabels,
  type PaginationProps,
} from './lib/Pagination';
export { SelectField, type SelectFieldProps } from './lib/SelectField';
export { Switch, type SwitchProps } from './lib/Switch';
export { Tabs, tabId, tabPanelId, type TabItem, type TabsProps } from './lib/Tabs';
export { TagInput, type TagInputProps } from './lib/TagInput';
export { TextAreaField, type TextAreaFieldProps } from './lib/TextAreaField';
export { TextField, type TextFieldProps } from './lib/TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './lib/VisuallyHidden';
