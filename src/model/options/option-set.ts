/**
 * An option set of the content model (src/model/options.ts lists them all): a closed value set and the
 * prefix of its UI messages. Option `x` of a set is labelled by the message `<messages>.x`.
 */
export interface OptionSet<V extends string = string> {
  options: readonly V[];
  /** Message key prefix of the options' labels. */
  messages: string;
}

export const optionSet = <V extends string>(messages: string, options: readonly V[]): OptionSet<V> => ({
  messages,
  options,
});

/** The message key that labels `value` of an option set. */
export const optionKey = (set: Pick<OptionSet, 'messages'>, value: string): string => `${set.messages}.${value}`;

/** The message prefix of a select field of `collection`: its own, or `<collection>.<field>`. */
export const selectMessages = (field: { name: string; messages?: string }, collection: string): string =>
  field.messages ?? `${collection}.${field.name}`;
