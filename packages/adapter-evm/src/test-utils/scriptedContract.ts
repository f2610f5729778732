import {
  type Address,
  createTestClient,
  type Hex,
  http,
  numberToHex,
  pad,
  size,
  slice,
  toFunctionSelector,
} from 'viem'

// A contract whose answers a test writes: for each function selector, the exact bytes it returns
// (anything at all, which is the point: a token contract is untrusted). Its runtime code reads
// the answer from storage: slot `selector << 8` holds the answer's length in 32-byte words, and
// the slots after it the words. Unknown selectors answer nothing.
//
//   base = selector << 8; n = sload(base)
//   for (i = 0; i < n; i++) mstore(i * 32, sload(base + 1 + i))
//   return(0, n * 32)
const runtimeCode = ('0x600035' + // calldataload(0)
  '60e01c' + // >> 224: the selector
  '60081b' + // << 8: base
  '8054' + // n = sload(base)
  '6000' + // i = 0
  '5b' + // loop:
  '81811015' + // i < n ?
  '602757' + // else jump to end
  '80830160010154' + // sload(base + i + 1)
  '8160051b52' + // mstore(i * 32, word)
  '600101' + // i + 1
  '600d56' + // jump to loop
  '5b' + // end:
  '5060051b6000f3') as Hex // return(0, n * 32)

/**
 * Puts a contract at `address` on the anvil node at `rpcUrl` that answers each function (by its
 * signature, `'decimals()'`) with the given ABI-encoded bytes, whatever the arguments.
 *
 * @example
 * await installScriptedContract(rpcUrl, token, { 'decimals()': encodeAbiParameters([{ type: 'uint256' }], [300n]) })
 */
export async function installScriptedContract(
  rpcUrl: string,
  address: Address,
  answers: Record<string, Hex>,
): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await client.setCode({ address, bytecode: runtimeCode })
  for (const [signature, answer] of Object.entries(answers)) {
    const base = BigInt(toFunctionSelector(signature)) << 8n
    const padded = pad(answer, { size: Math.ceil(size(answer) / 32) * 32, dir: 'right' })
    const words = size(padded) / 32
    await client.setStorageAt({
      address,
      index: numberToHex(base, { size: 32 }),
      value: numberToHex(words, { size: 32 }),
    })
    for (let word = 0; word < words; word++)
      await client.setStorageAt({
        address,
        index: numberToHex(base + 1n + BigInt(word), { size: 32 }),
        value: slice(padded, word * 32, (word + 1) * 32),
      })
  }
}
