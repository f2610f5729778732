// The address check the adapter can make before its actions chunk (SS58 decoding with BLAKE2b
// checksums) has downloaded: the form alone, in a few bytes of the entry.

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/

/**
 * Whether `address` has the form of an SS58 account address: 46 to 50 base58 characters (a prefix
 * of one or two bytes, a 32-byte account id and a 2-byte checksum). The checksum is not read.
 *
 * @example
 * looksLikeSs58('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true
 * looksLikeSs58('0x8eaf04151687736326c9fea17e25fc5287613693') // false
 */
export function looksLikeSs58(address: string): boolean {
  return base58Address.test(address)
}
