const base64Shape = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** The bytes of a standard (padded) base64 string, or `undefined` when it is not one. */
export function decodeBase64(value: string): Buffer | undefined {
  return base64Shape.test(value) ? Buffer.from(value, 'base64') : undefined
}
