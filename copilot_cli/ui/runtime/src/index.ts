// The runtime's entry: the names the API-specific part of the module (templates/app.jsx.j2, or the
// part an LLM writes: see llm/prompts/generate.j2) may use. The build (scripts/build-app-runtime.mjs)
// bundles from here and drops the bundle's closing `export { … }`, so these stay plain top-level
// names in the module's one scope; anything no module uses is left out of the bundle.
export { React, useState, useEffect, useMemo, useCallback, useRef, useContext, createContext } from "./react";
export { PLAN, NAVIGATION, RESOURCE_PAGES } from "./plan";
export { ResourcePage } from "./resource-page";
export { AppShell } from "./shell";
