import { escapeHtml } from '../http/html.js'

/** The frame's HTML: a minimal document loading the frame app, naming the project it serves. */
export function frameDocument(projectId: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="latchkit-project" content="${escapeHtml(projectId)}">
<title>Wallet</title>
<link rel="stylesheet" href="/frame/app.css">
<script type="module" src="/frame/app.js"></script>
</head>
<body></body>
</html>
`
}
