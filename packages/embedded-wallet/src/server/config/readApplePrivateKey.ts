import { createPrivateKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { invalidField, readText } from './socialConfigFields.js'

const notP256 = {
  text: 'must be the PEM text of a P-256 private key (the .p8 file of a "Sign in with Apple" key).',
  file: 'must name the .p8 file of a "Sign in with Apple" key (a PEM P-256 private key).',
}

/**
 * The "Sign in with Apple" key of `social.apple`: `privateKey` (the `.p8` file's text) or
 * `privateKeyFile` (its path, read now, at start), exactly one, and it must be a P-256 private key
 * (ES256 is the only algorithm Apple accepts for client secrets). The key never leaves the
 * returned object, and no message quotes it.
 *
 * @throws {WalletServerConfigError} naming `privateKey` or `privateKeyFile`.
 */
export function readApplePrivateKey(entry: Record<string, unknown>, field: string): KeyObject {
  const hasText = entry.privateKey !== undefined
  const hasFile = entry.privateKeyFile !== undefined
  if (hasText && hasFile)
    throw invalidField(`${field}.privateKeyFile`, 'cannot be given with privateKey: give one of them.')
  if (!hasText && !hasFile)
    throw invalidField(
      `${field}.privateKey`,
      "is missing: give the .p8 file's text as privateKey, or its path as privateKeyFile.",
    )
  const keyField = hasText ? `${field}.privateKey` : `${field}.privateKeyFile`
  const pem = hasText ? readText(entry.privateKey, keyField) : readKeyFile(entry.privateKeyFile, keyField)
  const problem = hasText ? notP256.text : notP256.file
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem, format: 'pem' })
  } catch {
    throw invalidField(keyField, problem)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw invalidField(keyField, problem)
  return key
}

function readKeyFile(path: unknown, field: string): string {
  const file = readText(path, field)
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw invalidField(field, `cannot be read${code ? ` (${code})` : ''}: ${file}`)
  }
}
