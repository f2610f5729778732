import type { StringId } from './strings.en.js'

/** A function returning the catalogue text for an id, with `{name}` placeholders filled. */
export type Translate<Id extends string = StringId> = (
  id: Id,
  values?: Record<string, string | number>,
) => string

/** `text` with its `{name}` placeholders filled from `values`; missing ones stay visible. */
export const fillPlaceholders = (text: string, values: Record<string, unknown>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )

/**
 * Builds the `t` function views use, over the ids `catalogue` has (the full `Catalogue`, or a part
 * of it such as the buttons' texts). Missing placeholders stay visible (`{name}`), so a gap in a
 * translation shows in review instead of vanishing. `pick` first turns a text that depends on a
 * count into the form for that count (the modal passes its plural rules; the buttons have none).
 *
 * @example
 * const t = createTranslator(en)
 * t('qrCodeLabel', { name: 'Rainbow' }) // 'QR code to connect Rainbow'
 */
export function createTranslator<Id extends string>(
  catalogue: Record<Id, string>,
  pick?: (text: string, values: Record<string, string | number>) => string,
): Translate<Id> {
  return (id, values = {}) => fillPlaceholders(pick ? pick(catalogue[id], values) : catalogue[id], values)
}
