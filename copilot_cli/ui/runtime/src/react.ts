// React, imported once: every runtime module takes React and its hooks from here, so the built
// runtime has one `import … from "react"` and the names the API-specific part uses (React,
// useState, …) keep their own names in the module's scope.
import React, { useState, useEffect, useMemo, useCallback, useRef, useContext, createContext } from "react";

export { React, useState, useEffect, useMemo, useCallback, useRef, useContext, createContext };
