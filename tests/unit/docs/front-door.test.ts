import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the front door (issue 35): short, and every link in it and in the documents it leads to
// resolves, to a file that exists and, for `#anchor`, to a heading of that file.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAX_README_LINES = 200;

const docsFiles = readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
const CHECKED = ['README.md', ...docsFiles, 'bench/README.md', 'bench/LOG.md'].filter((f) => existsSync(path.join(ROOT, f)));

/** The lines outside fenced code blocks, with inline code spans blanked (their text is not markdown). */
function proseLines(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, i) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(raw);
    if (opening) {
      if (fence === null) fence = opening[1]![0]!.repeat(opening[1]!.length);
      else if (raw.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) out.push({ line: i + 1, text: raw.replace(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g, (_m, _t, code: string) => code.replace(/[[\]()]/g, ' ')) });
  });
  return out;
}

/** GitHub's anchor of a heading (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading keeps its text
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a markdown file offers: one per heading, repeats numbered as GitHub does (-1, -2...). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const base = githubSlug(heading[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every inline link and image target of a markdown file, with its line. */
export function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    for (const m of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line, target: m[1]! });
  }
  return links;
}

/** What is wrong with a relative link from `from` (a path under ROOT), or null when it resolves. */
function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // https:, mailto:...
  const [file = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = file === '' ? path.join(ROOT, from) : path.resolve(path.dirname(path.join(ROOT, from)), decodeURIComponent(file));
  if (!resolved.startsWith(ROOT + path.sep)) return 'points outside the repository';
  if (!existsSync(resolved)) return `no file ${path.relative(ROOT, resolved)}`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `#${anchor} on a file that has no headings`;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `no heading #${anchor} in ${path.relative(ROOT, resolved)}`;
}

describe('the front door', () => {
  it(`README.md is at most ${MAX_README_LINES} lines`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('the README leads to the design, the guide, the API, security, operations and the benchmarks', () => {
    const targets = linksOf(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).map((l) => l.target.split('#')[0]);
    for (const doc of ['docs/architecture.md', 'docs/guide.md', 'docs/api.md', 'docs/security.md', 'docs/operations.md', 'bench/README.md']) {
      expect(targets, doc).toContain(doc);
    }
  });

  it.each(CHECKED)('every relative link of %s resolves, anchors included', (file) => {
    const broken = linksOf(readFileSync(path.join(ROOT, file), 'utf8'))
      .map(({ line, target }) => ({ line, target, problem: brokenLink(file, target) }))
      .filter((l) => l.problem !== null)
      .map((l) => `${file}:${l.line} (${l.target}): ${l.problem}`);
    expect(broken).toEqual([]);
  });
});

describe('how links and anchors are read', () => {
  it('makes GitHub anchors of headings', () => {
    expect(githubSlug('Stored photos (`SizedImage`)')).toBe('stored-photos-sizedimage');
    expect(githubSlug('Back office (admins only; 401 visitors, 403 other users)')).toBe('back-office-admins-only-401-visitors-403-other-users');
    expect(githubSlug("The search's first design (26 November)")).toBe('the-searchs-first-design-26-november');
    expect(githubSlug('Node.js flags')).toBe('nodejs-flags');
    expect(githubSlug('A request, from the route to the mail')).toBe('a-request-from-the-route-to-the-mail');
    expect(githubSlug('snake_case and [a link](x.md)')).toBe('snake_case-and-a-link');
  });

  it('numbers repeated headings and ignores those in code blocks', () => {
    const md = '# Mail\n\n## Mail\n\n```sh\n# not a heading\n```\n### Mail\n';
    expect([...anchorsOf(md)]).toEqual(['mail', 'mail-1', 'mail-2']);
  });

  it('finds inline links and images, not those in code', () => {
    const md = 'See [the API](docs/api.md#errors) and ![map](a.png "title").\n`[not](a-link.md)`\n```\n[nor](this.md)\n```\n[`code` text](b.md)';
    expect(linksOf(md)).toEqual([
      { line: 1, target: 'docs/api.md#errors' },
      { line: 1, target: 'a.png' },
      { line: 6, target: 'b.md' },
    ]);
  });

  it('reports a missing file and a missing heading', () => {
    expect(brokenLink('README.md', 'docs/no-such-file.md')).toBe('no file docs/no-such-file.md');
    expect(brokenLink('README.md', 'docs/api.md#no-such-heading')).toBe('no heading #no-such-heading in docs/api.md');
    expect(brokenLink('README.md', '#no-such-heading')).toBe('no heading #no-such-heading in README.md');
    expect(brokenLink('README.md', 'docs/api.md#errors')).toBeNull();
    expect(brokenLink('docs/guide.md', '../README.md#configuration')).toBeNull();
    expect(brokenLink('README.md', 'https://example.com/x#y')).toBeNull();
  });
});
