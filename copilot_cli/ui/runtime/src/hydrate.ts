// The data below is written without default values (it is big); these put them back.
// They mirror the defaults of copilot_cli/ui/plan.py.
export function hydrateField(f) {
  return {
    in: "body",
    widget: "text",
    required: false,
    readOnly: false,
    writeOnly: false,
    nullable: false,
    description: "",
    placeholder: "",
    constraints: null,
    itemWidget: null,
    discriminator: null,
    explode: true,
    gqlType: null,
    style: null,
    ...f,
    relation: f.relation ? { valueField: "id", labelField: "name", numeric: false, ...f.relation } : null,
    options: (f.options || []).map(hydrateOption),
    fields: (f.fields || []).map(hydrateField),
    variants: (f.variants || []).map((v) => ({ value: null, ...v, fields: (v.fields || []).map(hydrateField) })),
  };
}

export function hydrateOption(o) {
  return { label: String(o.value), ...o };
}

export function hydrateColumn(c) {
  return { renderer: "text", sortable: true, ...c };
}

export function hydrateOperation(op) {
  return {
    kind: "http",
    method: "GET",
    path: "",
    group: "",
    description: "",
    deprecated: false,
    security: [],
    resource: null,
    role: null,
    graphql: null,
    ...op,
    params: (op.params || []).map(hydrateField),
    body: op.body
      ? {
          contentType: "application/json",
          encoding: "json",
          mode: "fields",
          required: false,
          isArray: false,
          envelope: null,
          ...op.body,
          fields: (op.body.fields || []).map(hydrateField),
        }
      : null,
  };
}

export function hydrateResource(r) {
  const form = (v) => (v ? { ...v, fields: (v.fields || []).map(hydrateField) } : null);
  return {
    description: "",
    group: "",
    idField: "id",
    titleField: null,
    parent: null,
    itemParams: {},
    delete: null,
    ...r,
    actions: (r.actions || []).map((a) => ({ danger: false, ...a })),
    list: r.list
      ? {
          itemsPath: "",
          ...r.list,
          columns: r.list.columns.map(hydrateColumn),
          pagination: { style: "none", firstPage: 1, defaultSize: 20, ...(r.list.pagination || {}) },
          filters: (r.list.filters || []).map(hydrateField),
          scope: (r.list.scope || []).map(hydrateField),
          search: r.list.search ? hydrateField(r.list.search) : null,
          sort: r.list.sort ? { ...r.list.sort, options: (r.list.sort.options || []).map(hydrateOption) } : null,
        }
      : null,
    detail: r.detail
      ? {
          operationId: null,
          ...r.detail,
          fields: r.detail.fields.map(hydrateColumn),
          subTables: (r.detail.subTables || []).map((s) => ({
            key: null,
            resource: null,
            ...s,
            columns: (s.columns || []).map(hydrateColumn),
          })),
          actions: (r.detail.actions || []).map((a) => ({ danger: false, ...a })),
        }
      : null,
    create: form(r.create),
    edit: form(r.edit),
  };
}

export function hydrateApp(a) {
  return {
    description: "",
    version: "",
    kind: "rest",
    theme: "light",
    layout: "default",
    baseUrl: "",
    servers: [],
    includeAuth: true,
    pagination: true,
    ...a,
    auth: (a.auth || []).map((s) => ({ description: "", scopes: [], in: null, name: null, ...s })),
  };
}
