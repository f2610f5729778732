/** The chain namespaces (CAIP-2 namespaces) LatchKit knows (spec section 5). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

/** The namespaces the embedded wallet (email, social) can serve (spec section 5). */
export const embeddedWalletNamespaces = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

/** Whether `value` names a chain namespace LatchKit knows. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
