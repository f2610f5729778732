import { formatMessage, type MessageCode } from '@latchkit/core'
import type { Catalogue, StringId } from './strings.en.js'
import type { Translate } from './translate.js'

/**
 * The text of a catalogue id or of a core message code: the catalogue's wording when it has the
 * id (so a locale can translate it), else core's English text (spec section 8).
 */
export function messageText(
  id: StringId | MessageCode,
  values: Record<string, string | number> | undefined,
  { catalogue, t }: { catalogue: Catalogue; t: Translate },
): string {
  return id in catalogue ? t(id as StringId, values) : formatMessage(id as MessageCode, values)
}
