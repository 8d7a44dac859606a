// The plan a generated App.jsx carries, read in Node as the module itself reads it: the packed data
// at the end of the module (`// @experience-ui/plan v1` … `function planData()` …) expanded by the
// runtime's own unpackPlan (runtime/src/data.ts, as built into runtime/dist/runtime.js). Older modules ended with the plan as a
// marked comment (`/* @experience-ui/plan v1 {…} @end-experience-ui/plan */`); that is read too.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const RUNTIME_JS = fileURLToPath(new URL("../../copilot_cli/ui/runtime/dist/runtime.js", import.meta.url));
// esbuild heads each source module's part of the bundle with a `// src/<file>` line
const DATA_PART = /^\/\/ src\/data\.ts\n([\s\S]*?)(?=^\/\/ src\/|(?![\s\S]))/m;
const BLOCK =
  /^\/\/ @experience-ui\/plan v\d+\nfunction planData\(\) \{\n {2}return (\{[^\n]*\});\n\}\n\/\/ @end-experience-ui\/plan$/m;
const LEGACY = /\/\* @experience-ui\/plan v\d+\n([\s\S]*?)\n@end-experience-ui\/plan \*\//;

let unpack = null;

/** The built runtime's unpackPlan (data.ts's part: plain JS, evaluated with a stand-in for the module's planData). */
export function unpackPlan(packed) {
  if (!unpack) {
    const part = DATA_PART.exec(readFileSync(RUNTIME_JS, "utf8"));
    if (!part) throw new Error(`no data.ts part in ${RUNTIME_JS}`);
    const source = part[1];
    unpack = new Function("planData", source + "\nreturn unpackPlan;")(() => ({ t: [], p: { app: {} } }));
  }
  return unpack(packed);
}

/** The plan's data (defaults left out, as the renderer writes it), or null when the code has none. */
export function planFromModule(code) {
  const block = BLOCK.exec(code);
  if (block) return unpackPlan(JSON.parse(block[1]));
  const legacy = LEGACY.exec(code);
  return legacy ? JSON.parse(legacy[1]) : null;
}
