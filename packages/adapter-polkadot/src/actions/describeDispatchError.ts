import type { DispatchError } from '@polkadot/types/interfaces'
import type { Registry } from '@polkadot/types/types'
import type { PolkadotDispatchErrorDetails } from '../errors/transferErrors.js'

/** The docs the runtime's metadata gives the variant `variant` of the enum type named `typeName`. */
function variantDocs(registry: Registry, typeName: string, variant: string): string {
  for (const { type } of registry.lookup.types) {
    if (type.path[type.path.length - 1]?.toString() !== typeName || !type.def.isVariant) continue
    const found = type.def.asVariant.variants.find((candidate) => candidate.name.toString() === variant)
    if (found)
      return found.docs
        .map((line) => line.toString().trim())
        .join(' ')
        .trim()
  }
  return ''
}

/**
 * What a transaction's `dispatchError` says, read through the chain's own metadata: a module
 * error's pallet, name and docs (`balances.InsufficientBalance`), a nested error's kind and
 * variant (`token.FundsUnavailable`, `arithmetic.Underflow`), or a plain one as
 * `dispatch.<variant>` (`dispatch.BadOrigin`), each with the runtime's docs where it has them.
 */
export function describeDispatchError(dispatchError: DispatchError): PolkadotDispatchErrorDetails {
  const { registry } = dispatchError
  if (dispatchError.isModule) {
    try {
      const { section, name, docs } = registry.findMetaError(dispatchError.asModule)
      return {
        section,
        name,
        docs: docs
          .map((line) => line.trim())
          .join(' ')
          .trim(),
      }
    } catch {
      // A module error the metadata does not list (an older or newer runtime than the client's).
      const { index, error } = dispatchError.asModule
      return { section: `module${index.toString()}`, name: error.toHex(), docs: '' }
    }
  }
  const kind = dispatchError.type
  const inner = dispatchError.value as { type?: unknown }
  if (typeof inner?.type === 'string' && ['Token', 'Arithmetic', 'Transactional', 'Trie'].includes(kind))
    return {
      section: kind.toLowerCase(),
      name: inner.type,
      docs: variantDocs(registry, `${kind}Error`, inner.type),
    }
  return { section: 'dispatch', name: kind, docs: variantDocs(registry, 'DispatchError', kind) }
}
