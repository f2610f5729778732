import type { StringId } from './strings.en.js'

/** A function returning the catalogue text for an id, with `{name}` placeholders filled. */
export type Translate<Id extends string = StringId> = (
  id: Id,
  values?: Record<string, string | number>,
) => string

/**
 * Builds the `t` function views use, over the ids `catalogue` has (the full `Catalogue`, or a part
 * of it such as the buttons' texts). Missing placeholders stay visible (`{name}`), so a gap in a
 * translation shows in review instead of vanishing. (The modal's own `t` also picks a count's
 * plural form: `ModalShell`.)
 *
 * @example
 * const t = createTranslator(en)
 * t('qrCodeLabel', { name: 'Rainbow' }) // 'QR code to connect Rainbow'
 */
export function createTranslator<Id extends string>(catalogue: Record<Id, string>): Translate<Id> {
  return (id, values = {}) =>
    catalogue[id].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    )
}
