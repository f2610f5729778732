import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

// The API reference's sidebar, written by TypeDoc (scripts/generate.mjs) before the build.
const apiSidebarFile = fileURLToPath(new URL('../api/typedoc-sidebar.json', import.meta.url))
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? JSON.parse(readFileSync(apiSidebarFile, 'utf8'))
  : []

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: 'Start',
    items: [
      { text: 'What LatchKit is', link: '/' },
      { text: 'Installation', link: '/installation' },
      { text: 'createLatchKit options', link: '/options' },
      { text: 'Hooks and elements', link: '/hooks-and-elements' },
      { text: 'Theming', link: '/theming' },
    ],
  },
  {
    text: 'In production',
    items: [
      { text: 'Server rendering', link: '/server-rendering' },
      { text: 'Content-Security-Policy', link: '/content-security-policy' },
      { text: 'Sign in with X', link: '/sign-in' },
      { text: 'Self-hosting the embedded wallet', link: '/embedded-wallet' },
      { text: 'Accessibility and languages', link: '/accessibility-and-languages' },
      { text: 'Errors', link: '/errors' },
    ],
  },
  {
    text: 'Migrating',
    items: [
      { text: 'From Reown AppKit', link: '/migrate/from-appkit' },
      { text: 'From RainbowKit', link: '/migrate/from-rainbowkit' },
      { text: 'From ConnectKit', link: '/migrate/from-connectkit' },
    ],
  },
  { text: 'API reference', link: '/api/', items: apiSidebar, collapsed: true },
]

/**
 * The LatchKit documentation. Dead internal links fail the build (`ignoreDeadLinks` stays off);
 * search is VitePress's local index, so the site asks no other origin for anything.
 */
export default defineConfig({
  title: 'LatchKit',
  description: 'A small, accessible wallet-connection modal for websites, with or without React.',
  lang: 'en',
  // Generated tables, included by the pages that show them; not pages of their own.
  srcExclude: ['generated/**'],
  cleanUrls: false,
  lastUpdated: false,
  // No favicon to fetch: a 404 would be the site's only failed request.
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/installation' },
      { text: 'API reference', link: '/api/' },
    ],
    sidebar: guide,
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  markdown: {
    // Shiki's two themes are bundled with VitePress: no request for them either.
    theme: { light: 'github-light', dark: 'github-dark' },
  },
  // `<latch-button>` and the modal are custom elements the kit defines, not Vue components.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('latch-') } } },
  vite: {
    // The live preview bundles the kit; its code stays in the page that uses it.
    build: { chunkSizeWarningLimit: 2000 },
    resolve: {
      alias: {
        '@walletconnect/universal-provider': fileURLToPath(
          new URL('./theme/walletConnectStub.ts', import.meta.url),
        ),
      },
    },
  },
})
