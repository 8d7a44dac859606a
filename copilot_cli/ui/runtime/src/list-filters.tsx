import { React } from "./react";
import { optionLabel } from "./values";

// One of the API's filters (a query parameter the list takes): a choice of its values, Yes/No for
// a boolean, else a text box applied on Enter or on leaving it. Any change goes back to page one.
export function ApiFilter({ filter: f, filters, setFilters, resetPage }) {
  const key = f.in + "." + f.name;
  const set = (value) => {
    setFilters({ ...filters, [key]: value });
    resetPage();
  };
  return (
    <label style={{ flex: "0 1 200px" }}>
      {f.label}
      {f.options.length ? (
        <select value={filters[key] ?? ""} onChange={(e) => set(e.currentTarget.value)}>
          <option value="">Any</option>
          {f.options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      ) : f.widget === "switch" || f.widget === "tristate" ? (
        <select
          value={filters[key] ?? ""}
          onChange={(e) => set(e.target.value === "" ? "" : e.target.value === "true")}
        >
          <option value="">Any</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      ) : (
        <input
          className="xui-input"
          defaultValue={filters[key] ?? ""}
          placeholder={f.placeholder || "Any"}
          onKeyDown={(e) => {
            if (e.key === "Enter") set(e.currentTarget.value);
          }}
          onBlur={(e) => {
            if ((filters[key] ?? "") !== e.target.value) set(e.currentTarget.value);
          }}
        />
      )}
    </label>
  );
}

// A filter customize added over the loaded rows (view.clientFilters): text, Yes/No, or a choice of
// the values seen. It filters what is loaded, so a change only goes back to the first screenful.
export function ClientFilter({ filter: cf, picks, setPicks, setPage }) {
  const set = (value) => {
    setPicks({ ...picks, [cf.key]: value });
    setPage(0);
  };
  return (
    <label style={{ flex: "0 1 200px" }} data-client-filter={cf.key}>
      {cf.label}
      {cf.kind === "text" ? (
        <input
          className="xui-input"
          value={picks[cf.key] ?? ""}
          placeholder="Any"
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <select value={picks[cf.key] ?? ""} onChange={(e) => set(e.target.value)}>
          <option value="">Any</option>
          {(cf.kind === "boolean" ? [true, false] : cf.options).map((o) => (
            <option key={String(o)} value={String(o)}>
              {cf.kind === "boolean" ? (o ? "Yes" : "No") : String(o)}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}
