/**
 * TypeScript's diagnostics of the templates as {@link TemplateError}s at their file, line and column, in plain words
 * for the common case: a field read from the view that the view does not have (a typo in a field name).
 */
import type ts from 'typescript';
import { displayPath } from '../core/display-path.ts';
import { TemplateError } from '../core/errors.ts';

type TypeScript = typeof ts;

/** TypeScript's own spelling suggestion (the one behind its "Did you mean …?"); not in its typed API, so optional. */
type SpellingSuggestion = <T>(name: string, candidates: Iterable<T>, getName: (candidate: T) => string | undefined) => T | undefined;

/** "Property 'x' does not exist on type 'T'" and the same with "Did you mean 'y'?". */
const NO_SUCH_PROPERTY = new Set([2339, 2551]);

/** Fields listed after a "no field" message, at most. */
const LISTED = 12;

/** The innermost node of `file` that starts at `position`. */
function nodeAt(typescript: TypeScript, file: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(file) || position >= node.getEnd()) return;
    if (node.getStart(file) === position) found = node;
    typescript.forEachChild(node, visit);
  };
  typescript.forEachChild(file, visit);
  return found;
}

/** A named type's name (`FrameView`), none for an anonymous object type (a schema's inferred type). */
function typeName(type: ts.Type): string | undefined {
  const name = type.aliasSymbol?.name ?? type.getSymbol()?.name;
  return name && !name.startsWith('__') ? name : undefined;
}

/** A field read where the object has no such field: its name, the object's text (when written) and type. */
interface FieldRead {
  name: string;
  owner: string | undefined;
  type: ts.Type;
}

/** The field read at `node` (the name of `a.b.name`, or of `{ name }` in a destructuring), if that is what it is. */
function fieldReadAt(typescript: TypeScript, checker: ts.TypeChecker, file: ts.SourceFile, node: ts.Node): FieldRead | undefined {
  const parent = node.parent;
  if (!typescript.isIdentifier(node) || !parent) return undefined;
  if (typescript.isPropertyAccessExpression(parent) && parent.name === node) {
    return { name: node.text, owner: parent.expression.getText(file), type: checker.getTypeAtLocation(parent.expression) };
  }
  const pattern = parent.parent;
  if (typescript.isBindingElement(parent) && (parent.propertyName ?? parent.name) === node && pattern && typescript.isObjectBindingPattern(pattern)) {
    const declaration = pattern.parent;
    const initializer = typescript.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    return { name: node.text, owner: initializer?.getText(file), type: checker.getTypeAtLocation(pattern) };
  }
  return undefined;
}

/**
 * The plain-words error of a field the view does not have: which field, on which object and type, the closest
 * existing name (TypeScript's suggestion) and the fields there are; `undefined` when the diagnostic is not that.
 */
function noSuchField(typescript: TypeScript, checker: ts.TypeChecker, diagnostic: ts.Diagnostic): { message: string; expected: string } | undefined {
  const { file, start } = diagnostic;
  if (!NO_SUCH_PROPERTY.has(diagnostic.code) || !file || start === undefined) return undefined;
  const node = nodeAt(typescript, file, start);
  const read = node && fieldReadAt(typescript, checker, file, node);
  if (!read) return undefined;
  const type = checker.getNonNullableType(read.type);
  const fields = checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
  const suggest = (typescript as unknown as { getSpellingSuggestion?: SpellingSuggestion }).getSpellingSuggestion;
  const closest = suggest?.(read.name, fields, (field) => field);
  const named = typeName(type);
  const owner = read.owner === undefined ? 'the destructured value' : `\`${read.owner}\``;
  const listed = fields.length > LISTED ? `${fields.slice(0, LISTED).join(', ')}, …` : fields.join(', ');
  return {
    message: `\`${read.owner === undefined ? read.name : `${read.owner}.${read.name}`}\` is no field of ${owner}${named ? ` (a ${named})` : ''}${closest ? `; did you mean \`${closest}\`?` : ''}`,
    expected: fields.length > 0 ? `a field of ${read.owner ?? 'it'}: ${listed}` : 'none: it has no fields',
  };
}

/**
 * A diagnostic of the type check as a {@link TemplateError}: file relative to the working directory, 1-based line
 * and column, TypeScript's message in one line, or plain words for a field the view does not have.
 * @param checker - the type checker of the program that reported it (to name the fields there are).
 */
export function typeError(typescript: TypeScript, checker: ts.TypeChecker, diagnostic: ts.Diagnostic): TemplateError {
  const { file, start } = diagnostic;
  const place = file && start !== undefined ? file.getLineAndCharacterOfPosition(start) : undefined;
  const plain = noSuchField(typescript, checker, diagnostic);
  return new TemplateError(plain?.message ?? typescript.flattenDiagnosticMessageText(diagnostic.messageText, ' '), {
    file: file ? displayPath(file.fileName) : undefined,
    line: place && place.line + 1,
    column: place && place.character + 1,
    expected: plain?.expected,
    hint: plain ? 'use a field the view has (src/site/page-data.ts and src/site/view-types.ts declare them)' : `fix the template (TypeScript's error TS${diagnostic.code}, as \`npm run typecheck\` reports it)`,
  });
}
