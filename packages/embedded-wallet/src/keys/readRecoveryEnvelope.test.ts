import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRecoveryEnvelope } from './readRecoveryEnvelope.js'
import { MalformedRecoveryEnvelopeError } from './recoveryErrors.js'

const valid = {
  version: 1,
  kind: 'password',
  kdf: { name: 'argon2id', salt: btoa('s'.repeat(16)), memoryKiB: 19_456, iterations: 2, parallelism: 1 },
  iv: btoa('i'.repeat(12)),
  ciphertext: btoa('c'.repeat(43)),
}

describe('readRecoveryEnvelope', () => {
  it('reads a well-formed envelope and decodes its bytes', () => {
    const read = readRecoveryEnvelope(valid)
    expect(read.envelope).toEqual(valid)
    expect(read.salt).toHaveLength(16)
    expect(read.iv).toHaveLength(12)
    expect(read.ciphertext).toHaveLength(43)
  })

  it('answers anything else the server could send with MalformedRecoveryEnvelopeError only (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (value) => {
        expectMalformedOrValid(value)
      }),
    )
  })

  it('says what an unknown version or kind was, even one whose toString is not a function', () => {
    for (const field of ['version', 'kind'] as const)
      expect(() => readRecoveryEnvelope({ ...structuredClone(valid), [field]: { toString: '' } })).toThrow(
        MalformedRecoveryEnvelopeError,
      )
    expect(() => readRecoveryEnvelope({ ...structuredClone(valid), version: 2 })).toThrow(
      /Unknown version: 2/,
    )
  })

  it('answers every one-field change of a valid envelope with the envelope or that error (property)', () => {
    const fields = [
      'version',
      'kind',
      'iv',
      'ciphertext',
      'kdf.name',
      'kdf.salt',
      'kdf.memoryKiB',
      'kdf.iterations',
    ]
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, replacement) => {
        const changed = structuredClone(valid) as Record<string, unknown> & { kdf: Record<string, unknown> }
        const [outer, inner] = field.split('.') as [string, string | undefined]
        if (inner) changed.kdf[inner] = replacement
        else changed[outer] = replacement
        expectMalformedOrValid(changed)
      }),
    )
  })
})

function expectMalformedOrValid(value: unknown) {
  try {
    readRecoveryEnvelope(value)
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedRecoveryEnvelopeError)
  }
}
