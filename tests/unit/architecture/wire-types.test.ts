import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One home per concept (issue 35, point 3): the JSON the API answers and both web apps read is typed once,
// in domain/'s wire modules, which the server's view mappers and the apps import. This fails when a file
// outside domain/, migrations/ and tests/ declares an interface or a type alias by the name of one of them.

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where a wire type could be declared a second time. */
const SCANNED = ['adapters', 'application', 'web-public/src', 'web-admin/src'];
/** Wire modules beside the ones named `*-view.ts` under domain/. */
const OTHER_WIRE_MODULES = ['domain/search/search-result.ts', 'domain/site/first-screen.ts', 'domain/site/public-config.ts', 'domain/site/needs-answer.ts'];

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.parentPath.split(path.sep).includes('node_modules') && !e.parentPath.split(path.sep).includes('dist'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter(keep)
    .sort();
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The interfaces and type aliases a file declares, at any depth, with their lines; `exported` only: those it exports at its top. */
function declaredTypes(file: string, text: string, exported = false): { name: string; line: number }[] {
  const source = parse(file, text);
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      const isExported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      if (!exported || (isExported && node.parent === source)) {
        found.push({ name: node.name.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const wireModules = () => [...filesUnder('domain', (f) => f.endsWith('-view.ts')), ...OTHER_WIRE_MODULES];

function wireTypeNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const module of wireModules()) {
    for (const { name } of declaredTypes(module, readFileSync(path.join(ROOT, module), 'utf8'), true)) names.set(name, module);
  }
  return names;
}

/** "file:line declares Name (domain/…)" for each declaration of a wire type's name in `text`. */
function secondDeclarations(file: string, text: string, wire: Map<string, string>): string[] {
  // Parsed only when a declaration by one of the names may be there (most files have none): the check stays fast.
  const maybe = new RegExp(`\\b(?:interface|type)\\s+(?:${[...wire.keys()].join('|')})\\b`);
  if (!maybe.test(text)) return [];
  return declaredTypes(file, text)
    .filter(({ name }) => wire.has(name))
    .map(({ name, line }) => `${file}:${line} declares ${name}, which ${wire.get(name)} has`);
}

describe('wire types have one home, in domain/', () => {
  const wire = wireTypeNames();

  it('finds the wire types of domain/', () => {
    for (const module of wireModules()) expect(readFileSync(path.join(ROOT, module), 'utf8').length).toBeGreaterThan(0);
    for (const name of ['ShareView', 'ShareList', 'InstructorView', 'BookingView', 'AvailabilityView', 'CalendarView', 'PilotProfileView', 'SearchPage', 'ReviewView', 'QuestionView', 'MessagePage', 'AdminReportView', 'FirstScreenData', 'PublicConfig', 'AirportShareCount']) {
      expect(wire.has(name), name).toBe(true);
    }
  });

  it('no file of the server or the web apps declares one again', () => {
    const files = SCANNED.flatMap((dir) => filesUnder(dir, (f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => secondDeclarations(file, readFileSync(path.join(ROOT, file), 'utf8'), wire))).toEqual([]);
  });

  it('catches a second declaration, exported or not, interface or type alias', () => {
    const text = `interface ShareView { id: number }\nexport type InstructorList = { count: number };\nfunction f() { type BookingView = string; return 1 as unknown as BookingView; }\ntype ShareCard = { id: number };`;
    expect(secondDeclarations('web-public/src/x.tsx', text, wire)).toEqual([
      'web-public/src/x.tsx:1 declares ShareView, which domain/share/share-view.ts has',
      'web-public/src/x.tsx:2 declares InstructorList, which domain/instructor/instructor-view.ts has',
      'web-public/src/x.tsx:3 declares BookingView, which domain/booking/booking-view.ts has',
    ]);
  });
});
