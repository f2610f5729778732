import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
// Creates the kit before the first render: the hooks and buttons read it.
import './latchKit.js'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
