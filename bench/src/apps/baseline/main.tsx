import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { mountApp } from '../shared/mountApp.js'
import { BaselineApp } from './BaselineApp.js'
import '../shared/bench.css'

mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <BaselineApp />
    </StrictMode>,
  ),
)
