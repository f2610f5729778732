/**
 * Sign In With Farcaster (FIP-11): where the service reads who holds which Farcaster id, and how
 * the visitor's Farcaster app reaches the service's relay (`<publicUrl>/farcaster`).
 */
export type FarcasterLoginConfig = {
  /**
   * A JSON-RPC endpoint of the chain holding the IdRegistry (OP Mainnet for Farcaster): HTTPS, or
   * plain HTTP on a loopback address. The service trusts it to say who holds which fid.
   */
  rpcUrl: string
  /** The IdRegistry contract (`0x00000000fc6c5f01fc30151999387bb99a9f489b` on OP Mainnet). */
  idRegistryAddress: string
  /** The chain id `rpcUrl` must answer (10 for OP Mainnet); the registry is read only then. */
  chainId: number
  /**
   * When set, the relay accepts an app's answer only with this value in
   * `X-Farcaster-Auth-Relay-Key`, as Farcaster's relay does. Kept in the configuration only.
   */
  relayAuthKey?: string
  /**
   * The address the sign-in URL starts with; the channel token is added as `?channelToken=`.
   * @default 'https://farcaster.xyz/~/siwf'
   */
  connectUrl?: string
}
