import { type CrudColumn, columnType } from './columns';

/** How many key fields a card shows unless the columns name their own. */
export const CARD_KEY_FIELDS = 3;

export interface CardFields<T> {
  /** The column whose value heads the card (none: the card has no title line). */
  title?: CrudColumn<T>;
  /** The columns shown under it as "label: value". */
  keys: CrudColumn<T>[];
}

/**
 * Which shown columns make a row's card on a phone: those the columns name (`card: 'title' | 'key'`),
 * else the first text column as the title and the next three shown columns as key fields. Hidden
 * columns (the column chooser) and `card: 'hidden'` ones are never on a card.
 */
export function cardFields<T>(columns: readonly CrudColumn<T>[]): CardFields<T> {
  const candidates = columns.filter((column) => column.card !== 'hidden');
  const title =
    candidates.find((column) => column.card === 'title') ??
    candidates.find((column) => columnType(column) === 'text') ??
    candidates[0];
  const named = candidates.filter((column) => column.card === 'key' && column !== title);
  const keys = named.length
    ? named
    : candidates
        .filter((column) => column !== title && column.card !== 'title' && columnType(column) !== 'image')
        .slice(0, CARD_KEY_FIELDS);
  return { title, keys };
}
