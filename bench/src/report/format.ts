import type { Spread } from '../measure/stats.js'

/** KiB with one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
/** MiB with one decimal. */
export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
/** A signed difference: `+12.3`. */
export const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`)

/** `median [min–max]` in the given unit formatter; a dash when nothing was measured. */
export function formatSpread(value: Spread | undefined, format: (n: number) => string): string {
  if (!value) return '–'
  return `${format(value.median)} [${format(value.min)}–${format(value.max)}]`
}

/** Milliseconds without decimals. */
export const ms = (value: number) => value.toFixed(0)

/** A Markdown table (also readable as plain text in a terminal). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
