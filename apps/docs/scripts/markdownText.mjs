// Small helpers that turn TypeDoc's comments and types into text for a Markdown table cell.

/**
 * The plain text of TSDoc display parts: inline tags (`{@link X}`) become their text.
 * @param parts a comment's summary or a block tag's content
 */
export function displayText(parts = []) {
  return parts
    .map((part) => part.text)
    .join('')
    .trim()
}

/**
 * Makes text safe inside one Markdown table cell: one line, pipes escaped.
 * @param text any text, possibly over several lines
 */
export function cell(text) {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')
}

/**
 * Inline code for a table cell, with backticks inside the text kept apart.
 * @param text a type, a code or a message
 */
export function codeCell(text) {
  const fence = text.includes('`') ? '``' : '`'
  return `${fence}${cell(text)}${fence}`
}

/**
 * A block tag's value as one line of text: `@default` written as a code block or as plain text.
 * @param comment a TypeDoc comment, or undefined
 * @param tag the tag's name with its `@`
 */
export function blockTagText(comment, tag) {
  const found = comment?.getTag(tag)
  if (!found) return ''
  return displayText(found.content)
    .replace(/^```\w*\n?|\n?```$/g, '')
    .trim()
}

/**
 * Wraps generated Markdown so that VitePress renders it as written: `v-pre` stops Vue from reading
 * `{{` in a type or a message as an expression.
 * @param markdown the generated body
 */
export function verbatim(markdown) {
  return `<div v-pre>\n\n${markdown.trim()}\n\n</div>\n`
}
