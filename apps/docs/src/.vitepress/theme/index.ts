import type { Theme } from 'vitepress'
// The default theme without its bundled Inter font files: the system's fonts, nothing to download.
import DefaultTheme from 'vitepress/theme-without-fonts'
import ThemePreview from './ThemePreview.vue'

/** VitePress's default theme, with the live modal preview the Theming page uses. */
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ThemePreview', ThemePreview)
  },
} satisfies Theme
