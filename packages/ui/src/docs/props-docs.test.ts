import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Storybook's docs pages read the props tables from TSDoc (react-docgen-typescript), so a prop without a
 * comment is a blank row, and a default the code applies but the comment does not state is invisible to
 * whoever reads the types in their editor. Checked with the TypeScript checker over every exported
 * component: each prop the kit declares has a comment, and each prop with a default says `@defaultValue`.
 */
const ui = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const componentsDir = path.join(ui, "src/components");

function program() {
  const configPath = path.join(ui, "tsconfig.json");
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ui);
  const files = fs
    .readdirSync(componentsDir)
    .filter((f) => f.endsWith(".tsx") && !/\.(stories|test|ssr\.test)\.tsx$/.test(f))
    .map((f) => path.join(componentsDir, f));
  return { files, program: ts.createProgram(files, { ...parsed.options, noEmit: true }) };
}

/** Function components exported by a module whose first parameter is a destructured props object. */
function exportedComponents(source: ts.SourceFile, checker: ts.TypeChecker) {
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exported = new Set((moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((s) => s.name));
  const found: { name: string; param: ts.ParameterDeclaration }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && exported.has(node.name.text)) {
      const param = node.parameters[0];
      if (param && ts.isObjectBindingPattern(param.name)) found.push({ name: node.name.text, param });
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && exported.has(node.name.text)) {
      const init = node.initializer;
      const fn = init && ts.isCallExpression(init) ? init.arguments[0] : init; // React.forwardRef(fn)
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
        const param = fn.parameters[0];
        if (param && ts.isObjectBindingPattern(param.name)) found.push({ name: node.name.text, param });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function propProblems() {
  const { files, program: p } = program();
  const checker = p.getTypeChecker();
  const problems: string[] = [];
  for (const file of files) {
    const source = p.getSourceFile(file)!;
    for (const { name, param } of exportedComponents(source, checker)) {
      const type = checker.getTypeAtLocation(param);
      for (const element of (param.name as ts.ObjectBindingPattern).elements) {
        if (element.dotDotDotToken) continue;
        const key = (element.propertyName ?? element.name).getText(source);
        const symbol = type.getProperty(key);
        // Props inherited from React's HTML attributes are documented by React, not by the kit.
        const ours = symbol?.declarations?.some((d) => !d.getSourceFile().fileName.includes("node_modules"));
        if (!symbol || !ours) continue;
        const where = `${path.basename(file)} ${name}.${key}`;
        if (!ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()) {
          problems.push(`${where}: no TSDoc comment`);
        }
        if (element.initializer && !symbol.getJsDocTags(checker).some((t) => t.name === "defaultValue")) {
          problems.push(`${where}: defaults to ${element.initializer.getText(source)} without @defaultValue`);
        }
      }
    }
  }
  return problems;
}

describe("the kit's component documentation", () => {
  it("every stories file gives its docs page a summary, usage, RTL notes and do / don't", () => {
    const missing = fs
      .readdirSync(componentsDir)
      .filter((f) => f.endsWith(".stories.tsx"))
      .filter((f) => {
        const source = fs.readFileSync(path.join(componentsDir, f), "utf8");
        return !source.includes("componentDocs({") || !/parameters: \{[^}]*\bdocs\b/.test(source);
      });
    expect(missing).toEqual([]);
  });

  it("every prop a component declares has TSDoc, and every default is stated with @defaultValue", () => {
    expect(propProblems()).toEqual([]);
  }, 60_000);
});
