// Made with Litecoin Core v0.21.2.1 (litecoind -regtest, whose genesis block hash getblockhash 0
// gave as 530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9): getnewaddress with
// the legacy, p2sh-segwit and bech32 types, dumpprivkey, and signmessage (P2PKH only in that
// version). Regtest keys, never for real funds.

export const litecoindKeys = [
  {
    type: 'p2pkh',
    address: 'n4Y1of3vE2xHMoZPmqf4okh9VET6hCmfxi',
    wif: 'cR3P29MipX1j9hynbJzxtwZmDGb5cyRwUi6WfY8wiyA2M7qRyPT5',
  },
  {
    type: 'p2shP2wpkh',
    address: 'QRy6rUDhbWvS3GhU9q6YdCVEz5Y6UMkHCz',
    wif: 'cNDtTdNyckgESF1EJRGTjE14pTiop564BwNSL2ZnVfbR1nZjgvMG',
  },
  {
    type: 'p2wpkh',
    address: 'rltc1qczcpl7gzqzfhu3jz0aszgf5fv8r0n2985xw9cy',
    wif: 'cMreAjHu1UCUXLN6Q5EpMrhYRGqQnanbZXEt3iLPpVArzSHFGKXd',
  },
] as const

/** `signmessage n4Y1of3vE2xHMoZPmqf4okh9VET6hCmfxi <message>`: a sign-in message (309 bytes) and a short one. */
export const litecoindSignatures = [
  {
    address: 'n4Y1of3vE2xHMoZPmqf4okh9VET6hCmfxi',
    message: [
      'shop.example.com wants you to sign in with your Bitcoin account:',
      'n4Y1of3vE2xHMoZPmqf4okh9VET6hCmfxi',
      '',
      'Sign in to Example Shop.',
      '',
      'URI: https://shop.example.com',
      'Version: 1',
      'Chain ID: 530827f38f93b43ed12af0b3ad25a288',
      'Nonce: nonce12345678',
      'Issued At: 2026-11-22T06:00:00.000Z',
      'Expiration Time: 2026-11-29T06:00:00.000Z',
    ].join('\n'),
    signature: 'H1/vswK5FBsRf4kyoKOFa6jgSXQR3Z0NqTOWc2YBZVUFEf4HMvg8d+rfJ2rQrpwh1PveMYmq6lJOucgBA2hYdK0=',
  },
  {
    address: 'n4Y1of3vE2xHMoZPmqf4okh9VET6hCmfxi',
    message: 'Hello World',
    signature: 'H90RZmHqB5VaaBngjHPl+NikPw4pM4mDnZy6kkioJKZRN7gCyu+cj5VTsWCT6O+UJVBofJwY/jo4v5h2ULMFlUk=',
  },
] as const
