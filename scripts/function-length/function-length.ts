import ts from 'typescript';

export interface LongFunction {
  name: string;
  /** 1-based line where the function starts. */
  line: number;
  /** Lines holding its own code: blank and comment-only lines and nested functions' lines are not its own. */
  ownLines: number;
}

type FunctionLike =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function propertyNameText(name: ts.PropertyName, source: ts.SourceFile): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)
    ? name.text
    : name.getText(source);
}

/** What a reader would call the function: its own name, else the name it is bound to, else where it is passed. */
function functionName(node: FunctionLike, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyNameText(node.name, source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source)})`;
  return '(anonymous)';
}

/**
 * Every function of a file whose own lines exceed `limit`. A line is a function's own when one of its tokens lies
 * in that function and in no function nested inside it, so a factory that returns object methods is measured
 * without them, and each method on its own.
 */
export function longFunctions(fileName: string, text: string, limit: number): LongFunction[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const ownLines = new Map<FunctionLike, Set<number>>();
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;

  const visit = (node: ts.Node, owner: FunctionLike | undefined): void => {
    const current = isFunctionLike(node) ? node : owner;
    if (current && !ownLines.has(current)) ownLines.set(current, new Set());
    const children = node.getChildren(source);
    if (children.length === 0) {
      if (current && node.kind !== ts.SyntaxKind.EndOfFileToken) {
        const lines = ownLines.get(current)!;
        for (let line = lineOf(node.getStart(source)); line <= lineOf(node.getEnd()); line++) lines.add(line);
      }
      return;
    }
    for (const child of children) visit(child, current);
  };
  visit(source, undefined);

  return [...ownLines]
    .filter(([, lines]) => lines.size > limit)
    .map(([node, lines]) => ({
      name: functionName(node, source),
      line: lineOf(node.getStart(source)) + 1,
      ownLines: lines.size,
    }));
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}
