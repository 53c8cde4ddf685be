import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROUTE_FILES = ['frontend/src/app/routes.tsx', 'frontend/src/app/admin-routes.tsx'];

/**
 * The paths of the app's route table (relative to /blog, without the leading slash; '' is the index
 * route), read from the route files' source: the table imports page chunks and Vite aliases that only
 * the bundler resolves. A route is declared by a `page(Page, 'path')` / `page(Page)` call, a
 * `guarded('path', …)` call or a `path: '…'` property; each is collected, so a new screen appears here
 * without anyone editing a test.
 */
export function appRoutePaths(root = process.cwd()): string[] {
  const paths = new Set<string>();
  for (const file of ROUTE_FILES) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const [first, second] = node.arguments;
        if (name === 'page' && node.arguments.length === 1) paths.add('');
        if (name === 'page' && second && ts.isStringLiteralLike(second)) paths.add(second.text);
        if (name === 'guarded' && first && ts.isStringLiteralLike(first)) paths.add(first.text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'path' &&
        ts.isStringLiteralLike(node.initializer)
      ) {
        paths.add(node.initializer.text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'index' &&
        node.initializer.kind === ts.SyntaxKind.TrueKeyword
      ) {
        paths.add('');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  if (paths.size < 10) throw new Error(`Table des routes illisible : ${[...paths].join(', ')}`);
  return [...paths].sort();
}
