import { spansSegments } from "./http";
import type { ListView, OperationPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

// A resource the API lists only by reading a folder: Jupyter's `GET /api/contents/{path}` answers
// a directory whose entries are the items (typed as a string in its spec, so the planner saw no
// list). With no list of its own, a resource whose read takes one required parameter that is a
// path reads the top folder (the path empty) as its list; the entries' rows open their own reads.
export function folderList(resource: ResourcePlan, op: OperationPlan | undefined): ListView | null {
  if (resource.list || !op || op.kind !== "http") return null;
  const required = op.params.filter((p) => p.required);
  if (required.length !== 1 || required[0].in !== "path" || !spansSegments(required[0].name)) return null;
  return {
    operationId: op.id,
    columns: resource.detail.fields,
    itemsPath: "",
    pagination: {
      style: "none",
      pageParam: null,
      sizeParam: null,
      offsetParam: null,
      cursorParam: null,
      nextPath: null,
      totalPath: null,
      firstPage: 1,
      defaultSize: 20,
      clientFills: [],
    },
    sort: null,
    initialSort: null,
    filters: [],
    search: null,
    searchFields: [],
    clientFilters: [],
    scope: [],
    scopeDefaults: {},
    paramDefaults: { [required[0].name]: "" }, // the top folder
    needs: [],
  };
}
