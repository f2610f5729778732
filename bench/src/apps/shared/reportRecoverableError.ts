/** Hydration mismatches reach here; the bench counts console errors, so it logs them as one. */
export function reportRecoverableError(error: unknown): void {
  console.error('Recoverable error during hydration:', error)
}
