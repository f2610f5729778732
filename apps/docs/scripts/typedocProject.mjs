// Reads every public entry point with TypeDoc, once: the API reference, the option tables and the
// error catalogue are all written from this one read, since reading the sources (viem's and
// Polkadot's types with them) is most of the docs build's time.
import { join } from 'node:path'
import { Application, Converter, LogLevel, ReflectionKind } from 'typedoc'
import { publicEntryPoints, repositoryRoot } from './publicEntryPoints.mjs'

const docsFolder = join(repositoryRoot, 'apps/docs')

/**
 * TypeDoc's messages that mean the docs are wrong: a `{@link}` or `@see` that names nothing.
 * Everything else TypeDoc warns about is true of the code and only printed.
 */
const brokenReferencePattern = /Failed to resolve link|could not be resolved|does not exist/i

/**
 * Bootstraps TypeDoc with the Markdown plugins over the packages' entry points and reads them.
 * @returns the app (to write the pages), the project, the TypeScript declarations of every class
 *   (the error catalogue reads their constructors) and the broken references TypeDoc reported
 */
export async function readPackages() {
  const entryPoints = publicEntryPoints()
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entryPoints.map((entry) => entry.source),
    entryPointStrategy: 'resolve',
    tsconfig: join(docsFolder, 'tsconfig.api.json'),
    plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
    out: join(docsFolder, 'src/api'),
    docsRoot: join(docsFolder, 'src'),
    readme: 'none',
    name: 'API reference',
    // The packages' own builds check their types; TypeDoc only needs to read them.
    skipErrorChecking: true,
    // Leaves out what a class inherits from the DOM or Error, which the browser's own docs cover.
    excludeExternals: true,
    excludeInternal: true,
    excludePrivate: true,
    excludeProtected: true,
    disableSources: true,
    hidePageHeader: true,
    hideBreadcrumbs: true,
    // Signatures as text, not code blocks: highlighting thousands of blocks was most of the build.
    useCodeBlocks: false,
    // One page per entry point: a few large pages build far faster than hundreds of small ones.
    outputFileStrategy: 'modules',
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    propertyMembersFormat: 'table',
    sidebar: { collapsed: true, pretty: true },
    logLevel: LogLevel.Warn,
    validation: { notExported: false, invalidLink: true, rewrittenLink: true, notDocumented: false },
  })

  const brokenReferences = []
  const warn = app.logger.warn.bind(app.logger)
  app.logger.warn = (message, ...rest) => {
    if (brokenReferencePattern.test(String(message))) brokenReferences.push(String(message))
    warn(message, ...rest)
  }

  const classes = new Map()
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Class)) return
    const symbol = context.getSymbolFromReflection(reflection)
    if (symbol) classes.set(reflection, { symbol, checker: context.checker })
  })

  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not read the packages')
  nameModulesBySpecifier(project, entryPoints)
  return { app, project, classes, brokenReferences }
}

/** Names each module by the import a site writes (`@latchkit/siwx/server`), not by its path. */
function nameModulesBySpecifier(project, entryPoints) {
  const specifierByName = new Map(entryPoints.map((entry) => [entry.typedocName, entry.specifier]))
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const specifier = specifierByName.get(module.name)
    if (!specifier) throw new Error(`No package entry point for TypeDoc's module ${module.name}`)
    module.name = specifier
  }
}
