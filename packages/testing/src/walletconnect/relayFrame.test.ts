import { describe, expect, it } from 'vitest'
import { formatRelayResult, parseRelayFrame } from './relayFrame.js'

describe('relay frames', () => {
  it('answers a 19-digit numeric id with the same digits', () => {
    const frame = parseRelayFrame(
      '{"id":1732233445566778899,"jsonrpc":"2.0","method":"irn_publish","params":{}}',
    )
    expect(frame).toMatchObject({ kind: 'request', id: 1732233445566778899n, method: 'irn_publish' })
    expect(formatRelayResult(frame.id, true)).toBe('{"id":1732233445566778899,"jsonrpc":"2.0","result":true}')
  })

  it('keeps string ids and short ids as they came', () => {
    expect(parseRelayFrame('{"id":"1732233445566778899","jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: '1732233445566778899',
      result: true,
      error: undefined,
    })
    expect(formatRelayResult(42, ['a'])).toBe('{"id":42,"jsonrpc":"2.0","result":["a"]}')
  })

  it('turns malformed input into frames to answer, never into a throw', () => {
    expect(parseRelayFrame('{')).toMatchObject({ kind: 'invalid', id: null, error: { code: -32700 } })
    expect(parseRelayFrame('[]')).toMatchObject({ kind: 'invalid', error: { code: -32600 } })
    expect(parseRelayFrame('{"id":3,"jsonrpc":"2.0"}')).toMatchObject({
      kind: 'invalid',
      id: 3,
      error: { code: -32600 },
    })
  })
})
