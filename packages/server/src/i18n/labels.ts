import type { Localized } from '@blade-console/blade-schema';

/**
 * JSON schemas name a field by `title` (what the API docs show, in Chinese); its English label is
 * kept here, by that title, so a validation failure names the field in the reader's language.
 * Keyed by the Chinese label rather than the schema object because Fastify may compile a copy of
 * a route's schema; one Chinese label has one English one across the product's definitions.
 */
const english = new Map<string, string>();

/** The schema with `title` = the Chinese label; the English one is remembered for messages. */
export function labelled<S extends object>(schema: S, label: Localized): S & { title: string } {
  english.set(label.zh, label.en);
  return { ...schema, title: label.zh };
}

/** A field's label in both languages from its schema's `title` (as it is where no English is known). */
export function labelOfTitle(title: string): Localized {
  return { zh: title, en: english.get(title) ?? title };
}
