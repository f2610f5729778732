import { describe, expect, test } from 'vitest'
import { array, arrayOfValid, finiteNumber, invalid, nullable, object, record, string } from './decode.js'

describe('decoders', () => {
  test('object keeps known fields, drops unknown ones, and reads null optional fields as absent', () => {
    const decode = object({ id: string }, { rdns: string, link: nullable(string) })
    expect(decode({ id: 'a', rdns: null, link: null, extra: 1 })).toEqual({ id: 'a', link: null })
    expect(decode({ id: 'a', rdns: 5 })).toBe(invalid)
    expect(decode({ rdns: 'x' })).toBe(invalid)
    expect(decode(['a'])).toBe(invalid)
  })

  test('array rejects a bad item; arrayOfValid keeps the good ones', () => {
    expect(array(finiteNumber)([1, 'two', 3])).toBe(invalid)
    expect(arrayOfValid(finiteNumber)([1, 'two', 3, Number.NaN])).toEqual([1, 3])
    expect(arrayOfValid(finiteNumber)({ 0: 1 })).toBe(invalid)
  })

  test('a __proto__ key of a record stays an own property', () => {
    const value = record(string, string)(JSON.parse('{"__proto__":"x","a":"b"}'))
    expect(value).not.toBe(invalid)
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.keys(value as object)).toEqual(['__proto__', 'a'])
  })
})
