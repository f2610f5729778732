import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Hex } from 'viem'
import { AccountAbstractionSetupError } from './errors.js'

const require = createRequire(import.meta.url)

// Whole specifiers, so that knip sees the package in use.
const artifactPaths = {
  EntryPoint: () => require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json'),
  SimpleAccountFactory: () =>
    require.resolve('@account-abstraction/contracts/artifacts/SimpleAccountFactory.json'),
  VerifyingPaymaster: () =>
    require.resolve('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json'),
}

/**
 * The creation code of `artifacts/<name>.json` in the installed `@account-abstraction/contracts`
 * (pinned to 0.7.0 in package.json). It is used as published, not recompiled: the canonical
 * EntryPoint address is the CREATE2 address of exactly these bytes.
 *
 * @throws {AccountAbstractionSetupError} when the file is missing or not an artifact.
 */
export function readPublishedCreationCode(name: keyof typeof artifactPaths): Hex {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(artifactPaths[name](), 'utf8'))
  } catch (error) {
    throw new AccountAbstractionSetupError(
      `The ${name} artifact of @account-abstraction/contracts is missing.`,
      {
        details: 'Run npm install.',
        cause: error,
      },
    )
  }
  const { bytecode } = (parsed ?? {}) as { bytecode?: unknown }
  if (typeof bytecode !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(bytecode))
    throw new AccountAbstractionSetupError(
      `${name}.json of @account-abstraction/contracts has no creation code.`,
    )
  return bytecode as Hex
}
