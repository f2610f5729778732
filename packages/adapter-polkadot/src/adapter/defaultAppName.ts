/**
 * The name extensions show when the site asks for the visitor's accounts, when the site gave
 * none: the page's host name (what the visitor sees in the address bar), else its title.
 */
export function defaultAppName(): string {
  const page = globalThis as { location?: { hostname?: unknown }; document?: { title?: unknown } }
  const hostname = page.location?.hostname
  if (typeof hostname === 'string' && hostname) return hostname
  const title = page.document?.title
  return typeof title === 'string' && title.trim() ? title.trim() : 'LatchKit'
}
