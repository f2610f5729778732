// A visitor's part of a login, played over HTTP without a browser: follow the provider's
// redirects with its cookies, press a button of its login page, stop where the browser would
// leave for the site.

/** Where the provider finally sent the browser: back to the site by a redirect, or by Apple's form_post. */
export type LoginOutcome =
  | { kind: 'redirect'; url: URL }
  | { kind: 'form_post'; action: URL; fields: URLSearchParams }

/**
 * Opens `authorizationUrl` as a browser does and presses the login page's button labelled
 * `button` ("Sign in as Alice", "Cancel"), following the provider's redirects until the browser
 * leaves for the site.
 */
export async function pressLoginButton(authorizationUrl: string, button: string): Promise<LoginOutcome> {
  const providerOrigin = new URL(authorizationUrl).origin
  const cookies = new Map<string, string>()
  let next: { url: URL; form?: URLSearchParams } = { url: new URL(authorizationUrl) }
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(next.form ? { body: next.form.toString() } : {}),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const separator = pair.indexOf('=')
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next.url)
      if (target.origin !== providerOrigin) return { kind: 'redirect', url: target }
      next = { url: target }
      continue
    }
    const page = await response.text()
    const forms = readForms(page)
    // A form_post answer (Apple's) submits itself to the site, an error (status 400) as well.
    const autoSubmitted = /document\.forms\[0\]\.submit\(\)/.test(page) ? forms[0] : undefined
    if (autoSubmitted)
      return {
        kind: 'form_post',
        action: new URL(autoSubmitted.action, next.url),
        fields: autoSubmitted.fields,
      }
    if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${page}`)
    const pressed = forms
      .flatMap((form) => form.buttons.map((candidate) => ({ form, candidate })))
      .find(({ candidate }) => candidate.label === button)
    if (!pressed) throw new Error(`No button "${button}" on the page: ${page}`)
    const fields = new URLSearchParams(pressed.form.fields)
    if (pressed.candidate.name) fields.set(pressed.candidate.name, pressed.candidate.value ?? '')
    next = { url: new URL(pressed.form.action, next.url), form: fields }
  }
  throw new Error('The provider redirected more than 12 times')
}

type PageForm = {
  action: string
  fields: URLSearchParams
  buttons: { label: string; name?: string; value?: string }[]
}

/** The forms of a page: their action, hidden fields and buttons (the pages here are simple HTML). */
function readForms(page: string): PageForm[] {
  return [...page.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(
    ([, action = '', body = '']) => ({
      action: decodeHtml(action),
      fields: new URLSearchParams(
        [...body.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map(
          ([, name = '', value = '']) => [decodeHtml(name), decodeHtml(value)],
        ),
      ),
      buttons: [...body.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(
        ([, attributes = '', label = '']) => ({
          label: decodeHtml(label.trim()),
          name: /name="([^"]*)"/.exec(attributes)?.[1],
          value: decodeHtml(/value="([^"]*)"/.exec(attributes)?.[1] ?? ''),
        }),
      ),
    }),
  )
}

function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)))
    return named[body.toLowerCase()] ?? entity
  })
}
