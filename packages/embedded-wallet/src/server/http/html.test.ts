import { expect, test } from 'vitest'
import { escapeHtml, html } from './html.js'

test('every interpolated string is escaped, in text and in attributes; only html-made markup goes in', () => {
  const hostile = `<script>alert("x")</script>' onfocus='alert(1)`
  const row = html`<dd title="${hostile}">${hostile}</dd>`
  expect(row.markup).toBe(
    '<dd title="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onfocus=&#39;alert(1)">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onfocus=&#39;alert(1)</dd>',
  )
  expect(html`<dl>${[row, html`<dt>${3}</dt>`]}</dl>${row}`.markup).toBe(
    `<dl>${row.markup}<dt>3</dt></dl>${row.markup}`,
  )
  expect(escapeHtml('a & b')).toBe('a &#38; b')
})
