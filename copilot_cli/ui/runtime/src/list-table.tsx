import { React } from "./react";
import { getPath } from "./values";
import { Cell } from "./cell";
import { DISAGREES_NOTE } from "./observed";

// The rows on this page as a table; a column heading sorts the loaded rows by it (again: the other way).
export function ListTable({ columns, disagrees, shown, sort, toggleSort, resource, open }) {
  return (
    <div className="xui-tablewrap">
      {disagrees ? (
        <p className="xui-muted" data-disagrees="" role="note" style={{ margin: "8px 12px" }}>
          {DISAGREES_NOTE}
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? (sort.dir > 0 ? "ascending" : "descending") : undefined}
              >
                <button type="button" onClick={() => toggleSort(c)}>
                  {c.label}
                  {sort.key === c.key ? (sort.dir > 0 ? " ▲" : " ▼") : ""}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((item, i) => (
            <tr
              key={i}
              className={resource.detail ? "clickable" : ""}
              tabIndex={resource.detail ? 0 : undefined}
              onClick={() => open(item)}
              onKeyDown={(e) => {
                if (e.key === "Enter") open(item);
              }}
            >
              {columns.map((c) => (
                <td key={c.key}>
                  <Cell column={c} value={getPath(item, c.key)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
