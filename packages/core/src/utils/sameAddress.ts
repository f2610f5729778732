/** Whether two addresses are the same account (EVM hex addresses compare without case). */
export function sameAddress(a: string, b: string): boolean {
  return a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase())
}
