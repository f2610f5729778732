import { Metadata, TypeRegistry } from '@polkadot/types'
import type { DispatchError } from '@polkadot/types/interfaces'
import polkadotMetadata from '@polkadot/types-support/metadata/v14/polkadot-hex'
import assetHubMetadata from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex'
import { compactStripLength, hexToU8a } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import {
  InsufficientPolkadotBalanceError,
  PolkadotDispatchError,
  PolkadotExistentialDepositError,
} from '../errors/transferErrors.js'
import { describeDispatchError } from './describeDispatchError.js'
import { toTransferError } from './toTransferError.js'

// Real runtimes' metadata (shipped by @polkadot/types-support): Polkadot Asset Hub's (V15) and an
// older Polkadot relay's (V14). Each dispatch error is the SCALE bytes a chain sends in
// `ExtrinsicFailed`, decoded through that metadata as the adapter does (the runtime's own
// `sp_runtime::DispatchError`, as @polkadot/api decodes events).
function registryOf(metadataHex: string, answer: 'metadata' | 'metadataAtVersion') {
  const registry = new TypeRegistry()
  // V15 comes as `Metadata_metadata_at_version` answers it: an Option of the metadata's bytes.
  const bytes = answer === 'metadata' ? metadataHex : compactStripLength(hexToU8a(metadataHex).subarray(1))[1]
  registry.setMetadata(new Metadata(registry, bytes as Uint8Array))
  return registry
}
const assetHub = registryOf(assetHubMetadata, 'metadataAtVersion')
const relay = registryOf(polkadotMetadata, 'metadata')
const palletIndex = (registry: TypeRegistry, name: string) => {
  const pallet = registry.metadata.pallets.find((entry) => entry.name.toString() === name)
  if (!pallet) throw new Error(`No ${name} pallet`)
  return pallet.index.toNumber()
}
const moduleError = (registry: TypeRegistry, pallet: string, error: number) =>
  registry.createType('SpRuntimeDispatchError', {
    Module: { index: palletIndex(registry, pallet), error: `0x${error.toString(16).padStart(2, '0')}000000` },
  }) as unknown as DispatchError
const blockHash = `0x${'12'.repeat(32)}`

describe('dispatch errors', () => {
  it("read a module error's pallet, name and docs from the runtime's metadata", () => {
    // balances errors in order: VestingBalance, LiquidityRestrictions, InsufficientBalance, ExistentialDeposit...
    const insufficient = describeDispatchError(moduleError(assetHub, 'Balances', 2))
    expect(insufficient).toEqual({
      section: 'balances',
      name: 'InsufficientBalance',
      docs: expect.stringMatching(/balance too low/i),
    })
    expect(describeDispatchError(moduleError(relay, 'Balances', 3))).toMatchObject({
      section: 'balances',
      name: 'ExistentialDeposit',
    })
  })

  it('read token and arithmetic errors as kind.variant, and plain ones as dispatch.<variant>', () => {
    // Runtimes ship pallet errors' docs but not those of DispatchError's own variants: docs is ''.
    const token = (variant: string) =>
      assetHub.createType('SpRuntimeDispatchError', { Token: variant }) as unknown as DispatchError
    expect(describeDispatchError(token('FundsUnavailable'))).toEqual({
      section: 'token',
      name: 'FundsUnavailable',
      docs: '',
    })
    expect(describeDispatchError(token('BelowMinimum')).name).toBe('BelowMinimum')
    expect(
      describeDispatchError(
        assetHub.createType('SpRuntimeDispatchError', {
          Arithmetic: 'Underflow',
        }) as unknown as DispatchError,
      ),
    ).toMatchObject({ section: 'arithmetic', name: 'Underflow' })
    expect(
      describeDispatchError(
        assetHub.createType('SpRuntimeDispatchError', 'BadOrigin') as unknown as DispatchError,
      ),
    ).toEqual({
      section: 'dispatch',
      name: 'BadOrigin',
      docs: '',
    })
  })

  it('a module error the metadata does not know keeps its indexes', () => {
    const unknown = assetHub.createType('SpRuntimeDispatchError', {
      Module: { index: 250, error: '0x07000000' },
    }) as unknown as DispatchError
    expect(describeDispatchError(unknown)).toEqual({ section: 'module250', name: '0x07000000', docs: '' })
  })

  it('become the typed errors a site can tell apart, old runtime names and new alike', () => {
    const typed = (section: string, name: string) =>
      toTransferError({ section, name, docs: 'Docs.' }, blockHash)
    for (const [section, name] of [
      ['balances', 'InsufficientBalance'],
      ['token', 'FundsUnavailable'],
    ] as const) {
      const error = typed(section, name)
      expect(error).toBeInstanceOf(InsufficientPolkadotBalanceError)
      expect(error).toMatchObject({
        name: 'InsufficientPolkadotBalanceError',
        shortMessage: 'Insufficient balance',
        dispatchError: { section, name, docs: 'Docs.' },
      })
      expect(error.message).toContain(`Chain error: ${section}.${name}`)
      expect(error.message).toContain(`Block: ${blockHash}`)
    }
    for (const [section, name] of [
      ['balances', 'ExistentialDeposit'],
      ['balances', 'KeepAlive'],
      ['balances', 'Expendability'],
      ['token', 'BelowMinimum'],
      ['token', 'NotExpendable'],
    ] as const)
      expect(typed(section, name)).toBeInstanceOf(PolkadotExistentialDepositError)
    const other = typed('dispatch', 'BadOrigin')
    expect(other).toBeInstanceOf(PolkadotDispatchError)
    expect(other.shortMessage).toBe('The transaction failed: dispatch.BadOrigin')
  })
})
