import react from '@vitejs/plugin-react'
import type { InlineConfig } from 'vite'
import { type BundleReport, bundleReport } from './bundleReport.js'
import { resolveFromProject } from './resolveFromProject.js'
import { benchDir, type Variant } from './variants.js'
import { resolveWorkspaceSources, workspaceSourceDefines } from './workspaceSources.js'

/**
 * The one Vite configuration every variant is built with: a site's production defaults, the
 * React plugin, and two bench plugins (shared sources resolve from the variant's install; the
 * bundle's modules are recorded). `server` builds the SSR entry instead of the page;
 * `fromSources` builds LatchKit's packages from their sources (for the per-file breakdown only).
 */
export function benchViteConfig(parameters: {
  variant: Variant
  outDir: string
  report?: BundleReport | undefined
  server?: boolean | undefined
  fromSources?: boolean | undefined
}): InlineConfig {
  const { variant, outDir, report, server, fromSources } = parameters
  return {
    configFile: false,
    envDir: false,
    root: variant.htmlDir,
    mode: 'production',
    logLevel: 'error',
    plugins: [
      react(),
      resolveFromProject(`${benchDir}src/apps/`, variant.projectDir),
      ...(report ? [bundleReport(report)] : []),
      ...(fromSources ? [resolveWorkspaceSources()] : []),
    ],
    ...(fromSources ? { define: workspaceSourceDefines() } : {}),
    // A site's flat install has one copy of each; the workspace nests some (adapter-evm keeps its
    // own @wagmi/core for its tests), so resolve these from the variant's root like a site would.
    resolve: { dedupe: ['@wagmi/core', 'wagmi', 'viem', 'react', 'react-dom', '@tanstack/react-query'] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: !server,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      ...(server ? { ssr: variant.serverEntry } : {}),
    },
  }
}
