import { React } from "./react";

// Where the list is in its pages, how many rows a page has, and Previous / Next.
export function ListPager({ page, total, size, setSize, resetPage, pg, setPage, hasNext, loading, goNext }) {
  return (
    <div className="xui-pager" data-pager="">
      <span>
        {"Page " + (page + 1)}
        {total !== undefined && total !== null
          ? " of " + Math.max(1, Math.ceil(Number(total) / size)) + " · " + total + " total"
          : ""}
      </span>
      <div className="xui-row">
        <label className="xui-row">
          Rows
          <select
            aria-label="Rows per page"
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value));
              resetPage();
            }}
          >
            {[5, 10, 20, 50, 100]
              .concat([pg.defaultSize || 20])
              .filter((v, i, a) => a.indexOf(v) === i)
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </label>
        <button type="button" className="xui-btn small" disabled={page === 0} onClick={() => setPage(page - 1)}>
          ‹ Previous
        </button>
        <button type="button" className="xui-btn small" disabled={!hasNext || loading} onClick={goNext}>
          Next ›
        </button>
      </div>
    </div>
  );
}
