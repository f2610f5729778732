import { base58 } from '@scure/base'
import { readSolanaTransactionMessage } from '../../keys/signers/solanaTransactionMessage.js'
import type { RequestDescription } from './describeRequest.js'
import { writeUnits } from './formatUnits.js'

/** The System Program's address, and its transfer instruction's index. */
const systemProgram = '11111111111111111111111111111111'
const systemTransfer = 2
const lamportDecimals = 9n

const u32At = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true)
const u64At = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)

/**
 * What the approval view shows of a Solana transaction message: the fee payer, each SOL transfer
 * (recipient and amount, decoded from the System Program's instruction), and the other programs
 * it calls by address. The encoded message stays available in full below.
 */
export function describeSolanaTransaction(messageBase64: string, account: string): RequestDescription {
  const bytes = Uint8Array.from(atob(messageBase64), (character) => character.charCodeAt(0))
  const message = readSolanaTransactionMessage(bytes)
  const facts: RequestDescription['facts'] = [{ label: 'account', value: account }]
  if (message) {
    const address = (index: number) => {
      const key = message.keys[index]
      return key ? base58.encode(key) : '—'
    }
    for (const instruction of message.instructions) {
      const program = address(instruction.programIndex)
      const { data, accountIndexes } = instruction
      if (program === systemProgram && data.length === 12 && u32At(data, 0) === systemTransfer) {
        facts.push({ label: 'recipient', value: address(accountIndexes[1] ?? -1) })
        facts.push({ label: 'amount', value: `${writeUnits(u64At(data, 4), lamportDecimals)} SOL` })
      } else facts.push({ label: 'program', value: program })
    }
  }
  return {
    title: 'signSolanaTransaction',
    facts,
    content: { label: 'contractData', value: messageBase64 },
  }
}
