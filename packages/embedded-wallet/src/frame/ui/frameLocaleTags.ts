// No imports: the build reads this list to make each language's file.

/**
 * The frame's languages besides English (the modal's), each a file the wallet service serves at
 * `/frame/locales/<tag>.js`, downloaded only for a visitor who reads it.
 */
export const frameLocales = [
  'ar',
  'cs',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const
