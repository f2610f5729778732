/** The text of `value` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The rig's stand-in for an onramp provider's page: it does nothing but list, in a definition
 * list, every query parameter it was opened with (each value escaped), so a test reads what the
 * provider would have received. Its own CSP forbids every script, style and request.
 */
export function onrampWidgetPage(query: URLSearchParams): string {
  const rows = [...query.entries()]
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>Rig onramp provider</title>
</head>
<body>
<main>
<h1>Rig onramp provider</h1>
<p>A local stand-in for an onramp provider. It received these parameters:</p>
<dl aria-label="Parameters">
${rows}
</dl>
</main>
</body>
</html>
`
}
