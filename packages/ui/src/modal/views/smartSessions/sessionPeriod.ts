import type { StringId } from '../../../i18n/strings.en.js'
import type { Translate } from '../../../i18n/translate.js'

/** The units a period is counted in, largest first; seconds take what none of them divides. */
const units: readonly { seconds: number; id: StringId }[] = [
  { seconds: 86_400, id: 'sessionPeriodDays' },
  { seconds: 3_600, id: 'sessionPeriodHours' },
  { seconds: 60, id: 'sessionPeriodMinutes' },
]

/**
 * A session's period in words, in the largest unit that counts it whole ("1 day", "2 hours",
 * "90 seconds"): the catalogue's plural of that unit, so each language counts it its own way.
 * A whole count reads exactly what the site was granted; "1.5 minutes" would round it.
 *
 * @example periodText(7_200, t) // '2 hours'
 */
export function periodText(seconds: number, t: Translate): string {
  for (const unit of units)
    if (seconds >= unit.seconds && seconds % unit.seconds === 0)
      return t(unit.id, { count: seconds / unit.seconds })
  return t('sessionPeriodSeconds', { count: seconds })
}
