import { isProjectId } from '../config/readProjectConfig.js'
import { secretTokenShape } from '../crypto/secretToken.js'
import { ApiError } from './apiError.js'

type Body = Record<string, unknown>

const invalid = (message: string) => new ApiError('invalid_request', message)

/** A string field of at most `maxLength` characters. @throws {ApiError} `invalid_request` */
export function readString(body: Body, name: string, maxLength = 1024): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '' || value.length > maxLength)
    throw invalid(`"${name}" must be a non-empty string of at most ${maxLength} characters.`)
  return value
}

// One address, no display name: local part, @, a domain of at least two labels. Deliberately
// simple (no quoted local parts, no IP literals): what people type into a sign-in form.
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** A valid email address, lower-cased (spec section 5: 'Emails must be valid'). @throws {ApiError} */
export function readEmail(body: Body, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value.length > 254 || !emailShape.test(value.trim()))
    throw invalid(`"${name}" must be a valid email address.`)
  const email = value.trim().toLowerCase()
  if ((email.split('@')[0]?.length ?? 0) > 64) throw invalid(`"${name}" must be a valid email address.`)
  return email
}

/** A one-time code: a string of six digits (spec section 5: codes are strings). @throws {ApiError} */
export function readCode(body: Body): string {
  const value = body.code
  if (typeof value !== 'string' || !/^\d{6}$/.test(value))
    throw invalid('"code" must be a string of 6 digits.')
  return value
}

/** @throws {ApiError} `invalid_request` when `projectId` is not a project id's shape. */
export function readProjectIdField(body: Body): string {
  const value = body.projectId
  if (!isProjectId(value)) throw invalid('"projectId" must be a project id.')
  return value
}

/** A token the service issued (a device token, a device approval's id). @throws {ApiError} `invalid_request` */
export function readSecretToken(body: Body, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || !secretTokenShape.test(value))
    throw invalid(`"${name}" must be a token the service issued.`)
  return value
}

/** Like `readSecretToken`, `undefined` when the field is absent or null. @throws {ApiError} */
export function readOptionalSecretToken(body: Body, name: string): string | undefined {
  return body[name] === undefined || body[name] === null ? undefined : readSecretToken(body, name)
}
