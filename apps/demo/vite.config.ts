import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { siwxServerPlugin } from './server/siwxPlugin.js'

export default defineConfig({
  plugins: [react(), siwxServerPlugin()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
