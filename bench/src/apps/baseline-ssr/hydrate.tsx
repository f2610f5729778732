import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BaselineApp } from '../baseline/BaselineApp.js'
import { mountApp } from '../shared/mountApp.js'
import { reportRecoverableError } from '../shared/reportRecoverableError.js'
import '../shared/bench.css'

mountApp((root) =>
  hydrateRoot(
    root,
    <StrictMode>
      <BaselineApp ssr />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  ),
)
