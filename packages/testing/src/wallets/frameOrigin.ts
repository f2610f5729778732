/** The origin of a frame's URL (`null` for `about:blank` and other opaque origins), as a wallet keys sites. */
export function frameOrigin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}
