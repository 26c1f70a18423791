import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl's typed `defineMessages` misreads some placeholders (next to plural syntax or
 * „“ quotes) and then refuses the values; plain descriptors take any values. The ids and German
 * texts are still extracted from the `defineMessages` call inside.
 */
export function untyped<T extends Record<string, MessageDescriptor>>(
  messages: T,
): { [K in keyof T]: MessageDescriptor } {
  return messages;
}
