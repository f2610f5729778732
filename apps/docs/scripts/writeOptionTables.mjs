// Writes the option tables of `createLatchKit`, the modal and each adapter (src/generated/options,
// gitignored) from the option types' TSDoc, so the Options page lists exactly what the code takes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ReflectionKind } from 'typedoc'
import { blockTagText, cell, codeCell, displayText, verbatim } from './markdownText.mjs'

/** Each table: the file it is written to, and the type it lists (by module and name). */
const optionTypes = [
  { file: 'createLatchKit.md', module: '@latchkit/core', type: 'CreateLatchKitParameters' },
  { file: 'features.md', module: '@latchkit/core', type: 'LatchKitFeatures' },
  {
    file: 'modal.md',
    module: '@latchkit/ui',
    type: 'MountModalParameters',
    omit: ['themeMode', 'themeVariables'],
  },
  { file: 'themeVariables.md', module: '@latchkit/ui', type: 'ThemeVariables' },
  { file: 'evmAdapter.md', module: '@latchkit/adapter-evm', type: 'EvmAdapterOptions' },
  { file: 'solanaAdapter.md', module: '@latchkit/adapter-solana', type: 'SolanaAdapterOptions' },
  { file: 'bitcoinAdapter.md', module: '@latchkit/adapter-bitcoin', type: 'BitcoinAdapterOptions' },
  { file: 'polkadotAdapter.md', module: '@latchkit/adapter-polkadot', type: 'PolkadotAdapterOptions' },
]

/**
 * Writes one Markdown table per option type.
 * @param project TypeDoc's project of the packages
 * @param folder where the tables go
 */
export function writeOptionTables(project, folder) {
  mkdirSync(folder, { recursive: true })
  for (const { file, module, type, omit = [] } of optionTypes) {
    const alias = project.getChildByName([module, type])
    if (!alias?.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Interface))
      throw new Error(`Options page: ${module} exports no type ${type}`)
    const rows = properties(alias)
      .filter((property) => !omit.includes(property.name))
      .map(optionRow)
    const table = ['| option | what it does | type | default |', '| --- | --- | --- | --- |', ...rows].join(
      '\n',
    )
    writeFileSync(join(folder, file), verbatim(table))
  }
}

/** The properties of an object type, an interface, or an intersection of object types. */
function properties(reflection) {
  if (reflection.children) return reflection.children
  const parts = reflection.type?.type === 'intersection' ? reflection.type.types : [reflection.type]
  return parts.flatMap((part) => (part?.type === 'reflection' ? (part.declaration.children ?? []) : []))
}

function optionRow(property) {
  const comment = property.comment
  const deprecated = comment?.getTag('@deprecated')
  const summary = displayText(comment?.summary)
  const what = deprecated ? `Deprecated: ${displayText(deprecated.content)}. ${summary}` : summary
  const fallback = blockTagText(comment, '@default') || (property.flags.isOptional ? '–' : '**required**')
  return `| ${codeCell(property.name)} | ${cell(what) || '–'} | ${codeCell(String(property.type))} | ${cell(fallback)} |`
}
