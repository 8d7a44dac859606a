// ───────────────────────────── the generated part: this API ─────────────────────────────
// This API's data is the plan at the end of the module (planData), where every string from the
// API description is a JSON literal (escaped for JS), rendered by React as text: the description
// cannot inject code. It is packed: a part used more than once is written once, in the table `t`,
// and "~<n>" stands for entry n ("~~" for a string of the data that starts with "~").
export function unpackPlan(packed) {
  const table = [];
  const value = (x) => {
    if (typeof x === "string") {
      if (x.charCodeAt(0) !== 126) return x;
      return x.charCodeAt(1) === 126 ? x.slice(1) : table[Number(x.slice(1))];
    }
    if (x === null || typeof x !== "object") return x;
    if (Array.isArray(x)) return x.map(value);
    const out = {};
    for (const key of Object.keys(x)) out[key] = value(x[key]);
    return out;
  };
  for (const entry of packed.t) table.push(value(entry));
  return value(packed.p);
}

export const PLAN_DATA = unpackPlan(planData());
