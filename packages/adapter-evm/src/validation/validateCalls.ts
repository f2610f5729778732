import { type Hex, isHex } from 'viem'
import { InvalidSendCallError, NoCallsError } from '../errors/sendErrors.js'
import { assertAddress } from './assertAddress.js'

/** One call of a `wallet_sendCalls` batch (EIP-5792), as a site passes it. */
export type EvmCall = { to: string; data?: string | undefined; value?: bigint | undefined }

/** A call that passed {@link validateCalls}. */
export type ValidCall = { to: `0x${string}`; data?: Hex | undefined; value?: bigint | undefined }

/**
 * Checks a `wallet_sendCalls` batch (spec section 5): at least one call, each `to` an address
 * starting with 0x, each `data` (when present) hex starting with 0x.
 *
 * @throws {NoCallsError}, {InvalidSendCallError} or {InvalidAddressError}.
 */
export function validateCalls(calls: readonly EvmCall[]): ValidCall[] {
  if (calls.length === 0) throw new NoCallsError()
  return calls.map((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidSendCallError({ index, field: 'to', value: call.to })
    const to = assertAddress(call.to, `calls[${index}].to`)
    const { data } = call
    if (data !== undefined && !(data.startsWith('0x') && isHex(data)))
      throw new InvalidSendCallError({ index, field: 'data', value: data })
    return {
      to,
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(call.value === undefined ? {} : { value: call.value }),
    }
  })
}
