import { describe, expect, test } from 'vitest'
import { accountNameLabel, evmCoinType, normalizeNameSuffix, parseAccountName } from './nameValidation.js'

describe('parseAccountName', () => {
  test('takes letters, digits and hyphens, in lower case, under the configured suffix', () => {
    expect(parseAccountName('Alice-2024', '.reown.id')).toEqual({
      label: 'alice-2024',
      name: 'alice-2024.reown.id',
    })
    expect(parseAccountName('  bob-the-builder ', '.latch.id')).toEqual({
      label: 'bob-the-builder',
      name: 'bob-the-builder.latch.id',
    })
  })

  test('understands a typed .reown.id, the legacy .wcn.id and the configured suffix', () => {
    expect(parseAccountName('carol.reown.id', '.latch.id').name).toBe('carol.latch.id')
    expect(parseAccountName('carol.WCN.id', '.reown.id').name).toBe('carol.reown.id')
    expect(parseAccountName('carol.latch.id', '.latch.id').name).toBe('carol.latch.id')
    expect(accountNameLabel('dave.wcn.id', '.reown.id')).toBe('dave')
  })

  test("refuses other characters and fewer than 4, in the spec's words", () => {
    expect(() => parseAccountName('abc', '.reown.id')).toThrowErrorMatchingInlineSnapshot(`
      [NameTooShortError: Use at least 4 characters

      Name: abc
      At least: 4]
    `)
    expect(() => parseAccountName('abc.reown.id', '.reown.id')).toThrow('Use at least 4 characters')
    expect(() => parseAccountName('', '.reown.id')).toThrow('Use at least 4 characters')
    for (const typed of ['alice_bob', 'alice bob', 'alice.eth', 'ålice', '<b>hi</b>', 'alice\u200b'])
      expect(() => parseAccountName(typed, '.reown.id'), typed).toThrow(
        'Use letters, numbers and hyphens only',
      )
  })
})

test('a configured suffix gets its leading dot', () => {
  expect(normalizeNameSuffix('Latch.ID')).toBe('.latch.id')
  expect(normalizeNameSuffix('.latch.id')).toBe('.latch.id')
  expect(normalizeNameSuffix()).toBe('.reown.id')
})

test('coin types follow ENSIP-11: 60 on Ethereum, the chain id with the top bit set elsewhere', () => {
  expect(evmCoinType(1)).toBe(60)
  expect(evmCoinType(10)).toBe(2147483658)
  expect(evmCoinType(31337)).toBe(0x80007a69)
  expect(evmCoinType(8453)).toBeGreaterThanOrEqual(0x80000000)
})
