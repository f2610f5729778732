import { expect, test } from 'vitest'
import { hexToBytes } from '../utils/encoding.js'
import { dustThreshold } from './dust.js'
import { isWitnessProgram, outputKindOf } from './outputScripts.js'
import { estimateVsize, inputVsize, outputSize, varIntSize } from './transactionSize.js'

const script = (hex: string) => hexToBytes(hex) ?? Uint8Array.of()
const hash20 = '11'.repeat(20)
const hash32 = '22'.repeat(32)
const scripts = {
  p2pkh: script(`76a914${hash20}88ac`),
  p2sh: script(`a914${hash20}87`),
  p2wpkh: script(`0014${hash20}`),
  p2wsh: script(`0020${hash32}`),
  p2tr: script(`5120${hash32}`),
}

test('output scripts are told apart by their bytes', () => {
  for (const [kind, bytes] of Object.entries(scripts)) expect(outputKindOf(bytes)).toBe(kind)
  expect(outputKindOf(script(`6a04deadbeef`))).toBe('other')
  expect(outputKindOf(script(`5220${hash32}`))).toBe('other')
  expect(isWitnessProgram(scripts.p2wpkh)).toBe(true)
  expect(isWitnessProgram(scripts.p2tr)).toBe(true)
  expect(isWitnessProgram(script(`6002abcd`))).toBe(true)
  expect(isWitnessProgram(scripts.p2sh)).toBe(false)
  expect(isWitnessProgram(script('0014'))).toBe(false)
})

test("each input type's virtual size: P2WPKH 68, P2TR key path 57.5, P2SH-P2WPKH 91, P2PKH 148 vB", () => {
  expect(inputVsize('p2wpkh')).toBe(68)
  expect(inputVsize('p2tr')).toBe(57.5)
  expect(inputVsize('p2sh-p2wpkh')).toBe(91)
  expect(inputVsize('p2pkh')).toBe(148)
})

test('outputs are 8 bytes of value, the script length and the script: P2WPKH 31, P2TR 43, P2PKH 34', () => {
  expect(outputSize(scripts.p2wpkh.length)).toBe(31)
  expect(outputSize(scripts.p2tr.length)).toBe(43)
  expect(outputSize(scripts.p2pkh.length)).toBe(34)
  expect(outputSize(scripts.p2sh.length)).toBe(32)
  expect([varIntSize(252), varIntSize(253), varIntSize(0x10000)]).toEqual([1, 3, 5])
})

test('whole transactions: the usual sizes, a witness only with segwit inputs, and counts past 252', () => {
  const size = (
    inputType: Parameters<typeof estimateVsize>[0]['inputType'],
    inputCount: number,
    outputs: number[],
  ) => estimateVsize({ inputType, inputCount, outputScriptLengths: outputs })
  // 10.5 vB of version, counts, lock time and segwit marker; 68 per input; 31 per P2WPKH output.
  expect(size('p2wpkh', 1, [22, 22])).toBe(141)
  expect(size('p2wpkh', 2, [22])).toBe(Math.ceil(10.5 + 2 * 68 + 31))
  expect(size('p2tr', 1, [34, 34])).toBe(154)
  expect(size('p2sh-p2wpkh', 1, [23, 23])).toBe(Math.ceil(10.5 + 91 + 2 * 32))
  // No witness: no marker, 10 vB.
  expect(size('p2pkh', 1, [25, 25])).toBe(10 + 148 + 2 * 34)
  expect(size('p2pkh', 253, [25])).toBe(10 + 2 + 253 * 148 + 34)
})

test("dust is Bitcoin Core's threshold at 3 sat/vB: 546 P2PKH, 540 P2SH, 294 P2WPKH, 330 P2WSH and P2TR", () => {
  expect(dustThreshold(scripts.p2pkh)).toBe(546n)
  expect(dustThreshold(scripts.p2sh)).toBe(540n)
  expect(dustThreshold(scripts.p2wpkh)).toBe(294n)
  expect(dustThreshold(scripts.p2wsh)).toBe(330n)
  expect(dustThreshold(scripts.p2tr)).toBe(330n)
})
