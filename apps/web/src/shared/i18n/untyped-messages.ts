import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl's typed `defineMessages` cannot read placeholders next to some characters (such as
 * „“ quotes) and then refuses the values; plain descriptors take any values. The ids and German
 * texts are still extracted from the `defineMessages` call inside.
 */
export function untypedMessages<T extends Record<string, MessageDescriptor>>(
  messages: T,
): { [K in keyof T]: MessageDescriptor } {
  return messages;
}
