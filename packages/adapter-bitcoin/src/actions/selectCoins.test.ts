import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { BitcoinUtxo } from '../account/esploraClient.js'
import { InsufficientBitcoinFundsError } from '../errors/sendErrors.js'
import { type SelectCoinsParameters, selectCoins } from './selectCoins.js'
import { estimateVsize } from './transactionSize.js'

const coin = (id: number, value: bigint, confirmed = true): BitcoinUtxo => ({
  txid: id.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  confirmed,
})
// A P2WPKH payment address paying a P2WPKH recipient.
const p2wpkh = {
  inputType: 'p2wpkh',
  recipientScriptLength: 22,
  changeScriptLength: 22,
  changeDust: 294n,
} as const
const select = (coins: BitcoinUtxo[], amount: bigint, feeRate = 1) =>
  selectCoins({ ...p2wpkh, coins, amount, feeRate })
const ids = (selection: { coins: readonly BitcoinUtxo[] }) =>
  selection.coins.map((picked) => Number.parseInt(picked.txid, 16))

test('the largest coins first, as many as the amount and fee need; change back above dust', () => {
  const coins = [coin(1, 10_000n), coin(2, 50_000n), coin(3, 30_000n), coin(4, 20_000n)]
  const selection = select(coins, 60_000n)
  expect(ids(selection)).toEqual([2, 3])
  // Two inputs, recipient and change: 10.5 + 2·68 + 2·31 vB at 1 sat/vB.
  expect(selection).toMatchObject({ fee: 209n, change: 80_000n - 60_000n - 209n, vsize: 209 })
})

test('confirmed coins before unconfirmed ones, whatever their size', () => {
  const coins = [coin(1, 1_000_000n, false), coin(2, 40_000n), coin(3, 30_000n)]
  expect(ids(select(coins, 50_000n))).toEqual([2, 3])
  expect(ids(select(coins, 80_000n))).toEqual([2, 3, 1])
})

test('change that would be dust is left to the fee, and no change output is made', () => {
  // One input, one output: 110 vB. With change it would be 141 vB and leave 159 sats of change.
  const selection = select([coin(1, 100_300n)], 100_000n)
  expect(selection).toEqual({ coins: [coin(1, 100_300n)], fee: 300n, change: 0n, vsize: 110 })
})

test('a coin worth less than its own input fee is never spent', () => {
  const coins = [coin(1, 100_000n), coin(2, 600n)]
  expect(ids(select(coins, 50_000n, 10))).toEqual([1])
  // At 10 sat/vB the 600-sat coin costs 680 to spend: it does not count as available.
  const error = (() => {
    try {
      select(coins, 99_000n, 10)
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toBeInstanceOf(InsufficientBitcoinFundsError)
  expect(error).toMatchObject({ available: 100_000n, needed: 99_000n + 1100n })
})

test('too little is InsufficientBitcoinFundsError with what is needed and what there is', () => {
  expect(() => select([], 1_000n)).toThrow(InsufficientBitcoinFundsError)
  expect(() => select([coin(1, 5_000n), coin(2, 4_000n)], 9_000n)).toThrow(
    expect.objectContaining({ available: 9_000n, needed: 9_000n + 178n }),
  )
})

test('the same coins in any order give the same choice', () => {
  const coins = [coin(3, 20_000n), coin(1, 20_000n), coin(2, 20_000n), { ...coin(1, 20_000n), vout: 1 }]
  const picked = select(coins, 30_000n).coins
  expect(select([...coins].reverse(), 30_000n).coins).toEqual(picked)
  expect(picked.map(({ txid, vout }) => `${Number.parseInt(txid, 16)}:${vout}`)).toEqual(['1:0', '1:1'])
})

test('property: a choice pays the amount and a fee of at least the rate times its size, its change is 0 or above dust; otherwise the coins are not enough', () => {
  const coinArbitrary = fc.record({
    value: fc.bigInt({ min: 1n, max: 5_000_000n }),
    confirmed: fc.boolean(),
  })
  fc.assert(
    fc.property(
      fc.array(coinArbitrary, { maxLength: 30 }),
      fc.bigInt({ min: 294n, max: 20_000_000n }),
      fc.double({ min: 0.1, max: 500, noNaN: true }),
      (drawn, amount, feeRate) => {
        const coins = drawn.map((entry, index) => coin(index + 1, entry.value, entry.confirmed))
        const parameters: SelectCoinsParameters = { ...p2wpkh, coins, amount, feeRate }
        let selection: ReturnType<typeof selectCoins>
        try {
          selection = selectCoins(parameters)
        } catch (error) {
          expect(error).toBeInstanceOf(InsufficientBitcoinFundsError)
          const { needed, available } = error as InsufficientBitcoinFundsError
          expect(available).toBeLessThan(needed)
          return
        }
        const total = selection.coins.reduce((sum, picked) => sum + picked.value, 0n)
        expect(total).toBe(amount + selection.fee + selection.change)
        const outputs = selection.change > 0n ? [22, 22] : [22]
        const vsize = estimateVsize({
          inputType: 'p2wpkh',
          inputCount: selection.coins.length,
          outputScriptLengths: outputs,
        })
        expect(selection.vsize).toBe(vsize)
        expect(Number(selection.fee)).toBeGreaterThanOrEqual(Math.ceil(vsize * feeRate - 1e-9))
        expect(selection.change === 0n || selection.change >= 294n).toBe(true)
        // Confirmed coins come first: an unconfirmed one is only picked once every confirmed one is.
        if (selection.coins.some((picked) => !picked.confirmed))
          expect(selection.coins.filter((picked) => picked.confirmed)).toHaveLength(
            coins.filter((candidate) => candidate.confirmed && Number(candidate.value) > 68 * feeRate).length,
          )
      },
    ),
  )
})
