import { expect, test } from 'vitest'
import { LoadOptionsError } from './errors.js'
import { defaultLoadOptions, parseLoadOptions } from './loadOptions.js'

test('no option runs 200 users, 50 at a time, 5 signatures each, and writes nothing', () => {
  expect(parseLoadOptions([])).toEqual(defaultLoadOptions)
  expect(defaultLoadOptions).toEqual({ users: 200, concurrency: 50, signatures: 5, write: false })
})

test('counts are read as "--name N" or "--name=N"; --write asks for the files', () => {
  expect(parseLoadOptions(['--users', '100', '--concurrency=20', '--signatures', '0', '--write'])).toEqual({
    users: 100,
    concurrency: 20,
    signatures: 0,
    write: true,
  })
})

test('an unknown option, a missing or a non-integer count, or no user at all is refused with the usage', () => {
  for (const args of [
    ['--runs', '3'],
    ['--users'],
    ['--users', 'many'],
    ['--users', '0'],
    ['--concurrency=1.5'],
    ['users'],
  ])
    expect(() => parseLoadOptions(args), args.join(' ')).toThrow(LoadOptionsError)
  expect(() => parseLoadOptions(['--users', '-3'])).toThrow(/--users N \(N > 0\)/)
})
