/**
 * Litecoin regtest's address and message parameters, in the shape of a bitcoinjs-lib `Network`
 * (plus `legacyScriptHash`), for an adapter or a message verifier that takes the network as
 * configuration. Read from litecoin-project/litecoin at tag v0.21.2.1 (the Debian `litecoind`
 * on this machine): `CRegTestParams` in src/chainparams.cpp (`bech32_hrp`, `base58Prefixes`) and
 * `MESSAGE_MAGIC` in src/util/message.cpp; `litecoinRegtestParameters.test.ts` checks them against
 * the running node.
 */
export const litecoinRegtestParameters = {
  /** Segwit v0 (bech32) and taproot (bech32m) addresses: `rltc1q...`, `rltc1p...`. */
  bech32: 'rltc',
  /** Base58 P2PKH version byte (111): addresses `m...` / `n...`. */
  pubKeyHash: 0x6f,
  /** Base58 P2SH version byte the node writes (58, `SCRIPT_ADDRESS2`): addresses `Q...`. */
  scriptHash: 0x3a,
  /** Bitcoin's testnet P2SH byte (196, `2...`), which the node still reads but no longer writes. */
  legacyScriptHash: 0xc4,
  /** WIF private-key version byte (239). */
  wif: 0xef,
  /** BIP32 extended key versions (tpub / tprv). */
  bip32: { public: 0x043587cf, private: 0x04358394 },
  /** `signmessage` prefix: its length (25) as a byte, then the magic. */
  messagePrefix: '\x19Litecoin Signed Message:\n',
} as const

/** Litecoin regtest's parameters (`typeof litecoinRegtestParameters`). */
export type LitecoinRegtestParameters = typeof litecoinRegtestParameters
