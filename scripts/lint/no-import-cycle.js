// ESLint rule: no import cycles among the repository's own files, type-only imports included.
//
// import-x/no-cycle skips `import type`: both cycles issue 35 found were type-only in one direction
// (s3-errors.ts took S3Location from s3-media-store.ts, booking-review.tsx took BookingRole from
// booking-card.tsx), and a type-only cycle still ties two modules together: neither can change or move
// without the other. So this rule follows every static import and re-export, typed or not, of a relative
// path; packages are not followed (a cycle through node_modules is not ours to fix), and neither are dynamic
// import() calls, which load later and are how the web app splits its bundles.
//
// Relative specifiers are resolved as TypeScript's bundler resolution does for this repository: `./x.js`
// names `./x.ts` (or .tsx), `./x` names `./x.ts`, `./x.tsx` or `./x/index.ts`. Each file's imports are read
// once per lint run (and again when the file changes), with TypeScript's parser.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, or null (a package, an asset, a file that does not exist). */
export function resolveRelative(specifier, fromFile) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const ext = path.extname(base);
  const candidates = [];
  if (['.js', '.jsx', '.mjs', '.cjs'].includes(ext)) {
    const stem = base.slice(0, -ext.length);
    const ts = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] }[ext];
    candidates.push(...ts.map((e) => stem + e), base);
  } else if (EXTENSIONS.includes(ext)) {
    candidates.push(base);
  } else {
    candidates.push(...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`)));
  }
  return candidates.find(isFile) ?? null;
}

/** The static module specifiers of a parsed file: imports (typed or not), re-exports, `import x = require()`. */
function specifiersOfTs(sourceFile) {
  const found = [];
  for (const statement of sourceFile.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)
      && ts.isStringLiteral(statement.moduleReference.expression)) {
      found.push(statement.moduleReference.expression.text);
    }
  }
  return found;
}

function specifiersOfEstree(program) {
  const found = [];
  for (const statement of program.body) {
    if ((statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration')
      && statement.source && typeof statement.source.value === 'string') {
      found.push({ specifier: statement.source.value, node: statement });
    } else if (statement.type === 'TSImportEqualsDeclaration' && statement.moduleReference.type === 'TSExternalModuleReference') {
      found.push({ specifier: statement.moduleReference.expression.value, node: statement });
    }
  }
  return found;
}

const SCRIPT_KINDS = { '.tsx': ts.ScriptKind.TSX, '.jsx': ts.ScriptKind.JSX, '.js': ts.ScriptKind.JS, '.mjs': ts.ScriptKind.JS, '.cjs': ts.ScriptKind.JS };

/**
 * file -> { mtimeMs, checkedAt, deps }: each file parsed once while it does not change. A lint run walks the
 * same files for every file it lints: an entry checked in the last second is trusted without a stat (an editor
 * running ESLint all along sees another file's change a second later).
 */
const importsCache = new Map();
const TRUSTED_MS = 1_000;

function importsOf(file) {
  const now = performance.now();
  const cached = importsCache.get(file);
  if (cached && now - cached.checkedAt < TRUSTED_MS) return cached.deps;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    importsCache.delete(file);
    return [];
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.deps;
  }
  const text = readFileSync(file, 'utf8');
  const kind = SCRIPT_KINDS[path.extname(file)] ?? ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kind);
  const deps = [...new Set(specifiersOfTs(sourceFile).map((s) => resolveRelative(s, file)).filter(Boolean))];
  importsCache.set(file, { mtimeMs, checkedAt: now, deps });
  return deps;
}

/**
 * For each of `deps` (the imports of `file`) from which a chain of imports leads back to `file`, one such
 * chain, shortest first. One walk per file: a module reached through an earlier import is not walked again.
 */
function chainsBack(file, deps) {
  const previous = new Map(deps.map((dep) => [dep, null]));
  const queue = [...deps];
  const chains = new Map();
  for (let next = 0; next < queue.length; next++) {
    const at = queue[next];
    for (const dep of importsOf(at)) {
      if (dep === file) {
        const chain = [at];
        for (let back = previous.get(at); back !== null; back = previous.get(back)) chain.unshift(back);
        if (!chains.has(chain[0])) chains.set(chain[0], chain);
      } else if (!previous.has(dep)) {
        previous.set(dep, at);
        queue.push(dep);
      }
    }
  }
  return chains;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among local files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need to a module that neither imports.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const root = context.cwd;
    const shown = (file) => path.relative(root, file);
    return {
      Program(program) {
        const imports = new Map();
        for (const { specifier, node } of specifiersOfEstree(program)) {
          const dep = resolveRelative(specifier, filename);
          if (dep && !imports.has(dep)) imports.set(dep, node);
        }
        if (imports.has(filename)) {
          context.report({ node: imports.get(filename), messageId: 'cycle', data: { chain: `${shown(filename)} imports itself` } });
          imports.delete(filename);
        }
        for (const [dep, chain] of chainsBack(filename, [...imports.keys()])) {
          context.report({ node: imports.get(dep), messageId: 'cycle', data: { chain: [filename, ...chain, filename].map(shown).join(' -> ') } });
        }
      },
    };
  },
};
