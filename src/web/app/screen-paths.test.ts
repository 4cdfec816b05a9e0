import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES, SCREENS } from '@/web/lib/screens';

/*
 * Screen addresses are written in one place, the screen table (src/web/lib/screens.ts): links, redirects and routes
 * take them from `screenPath` and `SCREENS`. This guard reads every source file of src/web and fails on a string that
 * is a screen's address. Left out: the table itself, and tests (`*.test.ts(x)`), which assert the addresses the spec
 * fixes, as literals, so that a changed address fails them. Comments are not code and may name addresses.
 */
const WEB = join(import.meta.dirname, '..');
const TABLE = 'lib/screens.ts';
/** Files allowed to write a screen address, each with its reason. None today. */
const ALLOWED: Record<string, string> = {};

const firstSegments = [...new Set(SCREEN_NAMES.map((name) => SCREENS[name].path.split('/')[1]).filter(Boolean))];
/** `/lessons`, `/lessons/…`, `/lessons?…`, `/lessons#…` for every first segment of the table's addresses. */
const SCREEN_ADDRESS = new RegExp(`^/(${firstSegments.join('|')})(?=$|[/?#])`);
/** Where a bare `/` is the home screen's address: a link, a redirect, a navigation. */
const LINK_ATTRIBUTES = new Set(['href', 'to']);
const NAVIGATIONS = /(^|\.)(navigate|setLocation)$/;

function isHomeLink(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return LINK_ATTRIBUTES.has(parent.name.getText());
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) {
    return LINK_ATTRIBUTES.has(parent.parent.name.getText());
  }
  return ts.isCallExpression(parent) && NAVIGATIONS.test(parent.expression.getText());
}

/** The screen addresses written in one source file: `line: text` for each. */
function screenAddressesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const text = node.text;
      if (SCREEN_ADDRESS.test(text) || (text === '/' && isHomeLink(node))) {
        found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('screen addresses', () => {
  it('are written only in the screen table', () => {
    const offenders = sourceFiles(WEB).flatMap((path) => {
      const name = relative(WEB, path);
      if (name === TABLE || name in ALLOWED) return [];
      return screenAddressesIn(name, readFileSync(path, 'utf8')).map((hit) => `src/web/${name}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('are found wherever code writes one, and only there', () => {
    const source = [
      "import { Link, Redirect } from 'wouter';",
      '// The report lives at /conversations/:id/report; `/lessons` is the list.',
      'export function Links({ id, navigate }: { id: string; navigate: (to: string) => void }) {',
      "  const api = ['/api/review/settings', 'settings', '/', '/lessonsX', '/api/conversations'];",
      "  navigate('/');",
      '  return (',
      '    <>',
      '      <Link href="/review">Review</Link>',
      '      <Link href={`/conversations/${id}/report`}>Report</Link>',
      '      <Link href="/">Home</Link>',
      '      <Redirect to={"/login?next=%2Fplans"} />',
      "      <Link href={'/settings#your-plan'}>{api.join()}</Link>",
      '    </>',
      '  );',
      '}',
    ].join('\n');
    expect(screenAddressesIn('links.tsx', source)).toEqual([
      '5: /',
      '8: /review',
      '9: /conversations/',
      '10: /',
      '11: /login?next=%2Fplans',
      '12: /settings#your-plan',
    ]);
  });
});
