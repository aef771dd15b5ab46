// Which environment variables a source file reads, found with the TypeScript parser (syntax only,
// no type checking: fast, and it works on .mjs too). Helper of env-documented.test.ts.
import ts from 'typescript';

/** One read of a variable: its name and where (`path:line`). */
export interface EnvRead {
  name: string;
  where: string;
}

/** A read the scanner cannot name (`process.env[key]` with a computed key): the test refuses these. */
export interface DynamicRead {
  where: string;
  text: string;
}

/** Type annotations that say "this object is the environment". */
const envTypePattern = /^(NodeJS\.ProcessEnv|ProcessEnv|Record<string, string \| undefined>)$/;

const isUpperSnake = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/**
 * Type aliases that name the variables they hold, like `Partial<Record<'CMS_REPO' | ..., string>>`:
 * alias name → its keys. A parameter of that type is the environment, and its keys are read.
 */
function envShapedAliases(file: ts.SourceFile): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isTypeAliasDeclaration(node)) {
      const keys: string[] = [];
      const collect = (child: ts.Node) => {
        if (ts.isLiteralTypeNode(child) && ts.isStringLiteral(child.literal)) keys.push(child.literal.text);
        ts.forEachChild(child, collect);
      };
      collect(node.type);
      if (keys.length > 0 && keys.every(isUpperSnake) && /\bRecord</.test(node.type.getText(file))) {
        aliases.set(node.name.text, keys);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return aliases;
}

type Declaration = ts.ParameterDeclaration | ts.VariableDeclaration | ts.BindingElement;

/** The parameter, or the element of a destructured parameter (`{ env = process.env } = {}`), named `name`. */
function bindingNamed(declaration: ts.ParameterDeclaration | ts.BindingElement, name: string): Declaration | undefined {
  if (ts.isIdentifier(declaration.name)) return declaration.name.text === name ? declaration : undefined;
  for (const element of declaration.name.elements) {
    if (ts.isOmittedExpression(element)) continue;
    const found = bindingNamed(element, name);
    if (found) return found;
  }
  return undefined;
}

/** Scans one file's text; `displayPath` names it in the results. */
export function envReads(displayPath: string, text: string): { reads: EnvRead[]; dynamic: DynamicRead[] } {
  const kind = /\.(m?js|cjs)$/.test(displayPath)
    ? ts.ScriptKind.JS
    : /x$/.test(displayPath)
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const file = ts.createSourceFile(displayPath, text, ts.ScriptTarget.Latest, true, kind);
  const aliases = envShapedAliases(file);
  const reads: EnvRead[] = [];
  const dynamic: DynamicRead[] = [];
  const where = (node: ts.Node) => `${displayPath}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

  // An alias's keys are the variables its users read (e.g. through `env[name]` with `name: keyof Alias`).
  for (const [alias, keys] of aliases) {
    for (const key of keys) reads.push({ name: key, where: `${displayPath} (type ${alias})` });
  }

  /** Whether a declaration (parameter or variable) holds the environment. */
  const declaresEnv = (declaration: Declaration): boolean => {
    if (declaration.initializer && isEnvExpression(declaration.initializer)) return true;
    if (ts.isBindingElement(declaration)) return false;
    const type = declaration.type?.getText(file).replace(/\s+/g, ' ');
    if (!type) return false;
    return envTypePattern.test(type) || aliases.has(type);
  };

  /** The declaration an identifier refers to, by walking out through the scopes around it. */
  const resolve = (identifier: ts.Identifier): Declaration | undefined => {
    const name = identifier.text;
    for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        for (const parameter of scope.parameters) {
          const found = bindingNamed(parameter, name);
          if (found) return found;
        }
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          const found = statement.declarationList.declarations.find(
            (d) => ts.isIdentifier(d.name) && d.name.text === name,
          );
          if (found) return found;
        }
      }
    }
    return undefined;
  };

  /** `process.env`, `globalThis.process.env`, `runtimeEnv()`, or a name bound to one of them. */
  function isEnvExpression(node: ts.Expression): boolean {
    const expression = ts.isParenthesizedExpression(node) ? node.expression : node;
    if (ts.isPropertyAccessExpression(expression) && expression.name.text === 'env') {
      const target = expression.expression;
      if (ts.isIdentifier(target) && target.text === 'process') return true;
      if (
        ts.isPropertyAccessExpression(target) &&
        target.name.text === 'process' &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'globalThis'
      ) {
        return true;
      }
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      return expression.expression.text === 'runtimeEnv' && expression.arguments.length === 0;
    }
    if (ts.isIdentifier(expression)) {
      const declaration = resolve(expression);
      return declaration !== undefined && declaresEnv(declaration);
    }
    return false;
  }

  /** An assignment target (`process.env.X = ...`, `??=`): sets a variable for children, reads none. */
  const isWritten = (node: ts.Node) =>
    ts.isBinaryExpression(node.parent) &&
    node.parent.left === node &&
    node.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    node.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;

  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvExpression(node.expression) && !isWritten(node)) {
      reads.push({ name: node.name.text, where: where(node) });
    } else if (ts.isElementAccessExpression(node) && isEnvExpression(node.expression) && !isWritten(node)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteralLike(key)) reads.push({ name: key.text, where: where(node) });
      else {
        // A computed key typed by an env-shaped alias is covered by the alias's keys.
        const base = ts.isIdentifier(node.expression) ? resolve(node.expression) : undefined;
        const aliasTyped = base && !ts.isBindingElement(base) && base.type && aliases.has(base.type.getText(file));
        if (!aliasTyped) dynamic.push({ where: where(node), text: node.getText(file) });
      }
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isEnvExpression(node.initializer)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) reads.push({ name: key.text, where: where(element) });
        else if (!element.dotDotDotToken) dynamic.push({ where: where(element), text: element.getText(file) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { reads, dynamic };
}

/** Variables a shell script reads: `$NAME` and `${NAME...}` in upper case, less those it assigns itself. */
export function shellEnvReads(displayPath: string, text: string): EnvRead[] {
  const assigned = new Set(
    [...text.matchAll(/^[ \t]*(?:export[ \t]+|local[ \t]+)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!),
  );
  const reads: EnvRead[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*#/.test(line)) return;
    for (const match of line.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) {
      if (!assigned.has(match[1]!)) reads.push({ name: match[1]!, where: `${displayPath}:${index + 1}` });
    }
  });
  return reads;
}
