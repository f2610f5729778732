// Writes the error catalogue (src/generated/errors.md, gitignored): every error class the
// packages export, its code, its message and what the modal shows a visitor for it. The classes
// and their TSDoc come from TypeDoc's read of the entry points, the message from the `super(...)`
// call of the class's constructor, and the visitor's text from the modal's English catalogue
// (`@latchkit/ui/en`, which holds ui's src/i18n/failureStrings.en.ts): the modal shows the
// catalogue's text for the error's `code`, else for its class name, else the error's own message.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { formatMessage } from '@latchkit/core'
import { en } from '@latchkit/ui/en'
import ts from 'typescript'
import { cell, codeCell, displayText, verbatim } from './markdownText.mjs'

/**
 * Writes the catalogue, one table per package.
 * @param classes every class TypeDoc converted, with its TypeScript symbol and checker
 * @param file where the Markdown goes
 * @returns how many error classes it lists
 */
export function writeErrorCatalogue(classes, file) {
  const byModule = new Map()
  for (const [reflection, { symbol, checker }] of classes) {
    const declaration = symbol.declarations?.find(ts.isClassDeclaration)
    if (!declaration || !extendsError(declaration, checker)) continue
    const module = moduleOf(reflection)
    if (!byModule.has(module)) byModule.set(module, [])
    byModule.get(module).push(describeError(reflection, declaration, checker))
  }

  const sections = [...byModule].map(([module, errors]) =>
    [
      `### ${module}`,
      '',
      '| error | code | message | the modal shows | when |',
      '| --- | --- | --- | --- | --- |',
      ...errors
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(
          (error) =>
            `| ${codeCell(error.name)} | ${error.code ? codeCell(error.code) : '–'} | ${codeCell(error.message)} | ${cell(error.visitorText)} | ${cell(error.summary) || '–'} |`,
        ),
    ].join('\n'),
  )
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, verbatim(sections.join('\n\n')))
  return [...byModule.values()].reduce((count, errors) => count + errors.length, 0)
}

function moduleOf(reflection) {
  let parent = reflection.parent
  while (parent && !parent.kindOf?.(0x2)) parent = parent.parent
  return parent?.name ?? reflection.parent?.name ?? ''
}

/** Whether the class or one of its bases is `Error`. */
function extendsError(declaration, checker) {
  const seen = new Set()
  let type = classType(declaration, checker)
  while (type && !seen.has(type)) {
    seen.add(type)
    if (type.symbol?.name === 'Error') return true
    type = baseType(type, checker)
  }
  return false
}

/** The instance type a class declares. */
function classType(declaration, checker) {
  const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name)
  return symbol ? checker.getDeclaredTypeOfSymbol(symbol) : undefined
}

/** The first base of a class or interface type (`Error` is an interface in lib.d.ts). */
function baseType(type, checker) {
  return type.isClassOrInterface() ? checker.getBaseTypes(type)?.[0] : undefined
}

function describeError(reflection, declaration, checker) {
  const code = ownCode(declaration, checker)
  const message = superMessage(declaration, checker) ?? '(the message it is given)'
  const catalogueText = (code && en[code]) || en[reflection.name]
  return {
    name: reflection.name,
    code,
    message,
    // Without a catalogue text the modal shows the error's own (English) message.
    visitorText: catalogueText ?? message,
    summary: displayText(reflection.comment?.summary),
  }
}

/** The value of `readonly code = '…'` in the class or the nearest base that sets it. */
function ownCode(declaration, checker) {
  for (const current of classChain(declaration, checker)) {
    const member = current.members.find(
      (node) => ts.isPropertyDeclaration(node) && node.name.getText() === 'code' && node.initializer,
    )
    if (!member) continue
    const value = ts.isAsExpression(member.initializer) ? member.initializer.expression : member.initializer
    return ts.isStringLiteralLike(value) ? value.text : value.getText()
  }
  return undefined
}

/** The message passed to `super(...)` by the first constructor up the class chain. */
function superMessage(declaration, checker) {
  for (const current of classChain(declaration, checker)) {
    const classConstructor = current.members.find(ts.isConstructorDeclaration)
    if (!classConstructor?.body) continue
    const call = findSuperCall(classConstructor.body)
    const argument = call?.arguments[0]
    if (!argument) return undefined
    if (ts.isStringLiteralLike(argument)) return argument.text
    // Core's catalogue of messages, by code: its English text.
    const catalogued = /^formatMessage\('(\w+)'\)$/.exec(argument.getText())
    if (catalogued) return formatMessage(catalogued[1])
    // A template or an expression: its source, so the reader sees what fills it.
    return argument.getText().replace(/^`|`$/g, '')
  }
  return undefined
}

function findSuperCall(node) {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) return node
  return ts.forEachChild(node, findSuperCall)
}

/** The class, then each base class declared in TypeScript source. */
function* classChain(declaration, checker) {
  let current = declaration
  const seen = new Set()
  while (current && !seen.has(current)) {
    seen.add(current)
    yield current
    const type = classType(current, checker)
    current = type && baseType(type, checker)?.symbol?.declarations?.find(ts.isClassDeclaration)
  }
}
