import { writeUnits } from './formatUnits.js'
import type { FrameTextKey } from './frameTexts.js'
import { frameLocale } from './frameTexts.js'

/** A call as the approval view lists it: the recipient (none deploys a contract), wei sent, data. */
export type DescribedCall = { to?: string | undefined; value: bigint; data?: string | undefined }

const dataBytes = (data: string | undefined) => (data ? (data.length - 2) / 2 : 0)

const writeBytes = (count: number) =>
  new Intl.NumberFormat(frameLocale(), { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(count)

/**
 * The calls of one approval, listed in order the same way wherever they come from (an EOA's
 * batch, a smart account's user operation): each call's position, recipient, amount and data
 * size as facts, then the data of every call that has some, in full and numbered like the calls.
 */
export function describeCalls(calls: readonly DescribedCall[]): {
  facts: { label: FrameTextKey; value: string }[]
  content: { label: FrameTextKey; value: string } | undefined
} {
  const count = calls.length
  const facts = calls.flatMap((call, index) => [
    { label: 'transaction' as const, value: `${index + 1} / ${count}` },
    { label: 'recipient' as const, value: call.to ?? '—' },
    { label: 'amount' as const, value: writeUnits(call.value) },
    { label: 'dataSize' as const, value: writeBytes(dataBytes(call.data)) },
  ])
  const data = calls.flatMap((call, index) =>
    call.data && call.data !== '0x' ? [`${index + 1}. ${call.data}`] : [],
  )
  return {
    facts,
    content: data.length > 0 ? { label: 'contractData', value: data.join('\n\n') } : undefined,
  }
}
