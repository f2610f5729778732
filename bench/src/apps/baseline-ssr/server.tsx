import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { BaselineApp } from '../baseline/BaselineApp.js'

/** The page's markup as the server sends it. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <BaselineApp ssr />
    </StrictMode>,
  )
}
