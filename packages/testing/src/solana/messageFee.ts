import type { VersionedMessage } from '@solana/web3.js'
import { lamportsPerSignature } from './cluster.js'

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
const maxComputeUnitLimit = 1_400_000
const defaultInstructionComputeUnits = 200_000
const builtinInstructionComputeUnits = 3_000

// Programs the runtime runs natively; they reserve 3,000 compute units, not 200,000, when a
// transaction sets no limit. (Stake, Config and Address Lookup Table now run as on-chain programs.)
export const builtinPrograms: ReadonlySet<string> = new Set([
  '11111111111111111111111111111111',
  computeBudgetProgram,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'ZkE1Gama1Proof11111111111111111111111111111',
])

// Precompiles whose signatures are charged like the transaction's own (count in data[0]).
const signatureVerifyPrograms = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])

const readLittleEndian = (data: Uint8Array, offset: number, length: number) =>
  data.subarray(offset, offset + length).reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n)

/**
 * The fee in lamports a message costs: 5,000 per signature plus the priority fee its compute
 * budget instructions ask for (compute-unit price times limit, rounded up), as the runtime charges.
 */
export function feeForMessage(message: VersionedMessage): bigint {
  let signatures = BigInt(message.header.numRequiredSignatures)
  let unitPriceMicroLamports = 0n
  let explicitLimit: bigint | undefined
  let reservedUnits = 0
  for (const instruction of message.compiledInstructions) {
    const program = message.staticAccountKeys[instruction.programIdIndex]?.toBase58() ?? ''
    const { data } = instruction
    if (signatureVerifyPrograms.has(program)) signatures += BigInt(data[0] ?? 0)
    if (program === computeBudgetProgram && data[0] === 2) explicitLimit = readLittleEndian(data, 1, 4)
    if (program === computeBudgetProgram && data[0] === 3)
      unitPriceMicroLamports = readLittleEndian(data, 1, 8)
    reservedUnits += builtinPrograms.has(program)
      ? builtinInstructionComputeUnits
      : defaultInstructionComputeUnits
  }
  const limit = explicitLimit ?? BigInt(reservedUnits)
  const cappedLimit = limit > BigInt(maxComputeUnitLimit) ? BigInt(maxComputeUnitLimit) : limit
  const priorityFee = (unitPriceMicroLamports * cappedLimit + 999_999n) / 1_000_000n
  return signatures * lamportsPerSignature + priorityFee
}
