export const STYLES = `
.xui { --bg: #f6f7fb; --panel: #ffffff; --panel-2: #f1f3f9; --text: #1b1f2a; --muted: #5f6b7e; --border: #e2e6ef;
  --accent: #4f46e5; --accent-2: #eef0ff; --accent-text: #ffffff; --danger: #d92d20; --danger-2: #fdecea;
  --ok: #067647; --ok-2: #e7f6ee;
  --warn: #b54708; --warn-2: #fff4e5; --shadow: 0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08);
  --radius: 10px;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 14px; line-height: 1.5; color: var(--text); background: var(--bg); min-height: 100vh; display: flex; }
.xui[data-theme="dark"] { --bg: #0f1117; --panel: #171a23; --panel-2: #1e2230; --text: #e6e8ef; --muted: #9aa3b5;
  --border: #2a3042;
  --accent: #8b85ff; --accent-2: #25264a; --accent-text: #0f1117; --danger: #ff6b5e; --danger-2: #3a1d1b;
  --ok: #4cd69b; --ok-2: #16332a;
  --warn: #ffb35c; --warn-2: #3a2a14; --shadow: 0 1px 2px rgba(0,0,0,.4); color-scheme: dark; }
.xui *, .xui *::before, .xui *::after { box-sizing: border-box; }
.xui a { color: var(--accent); text-decoration: none; } .xui a:hover { text-decoration: underline; }
.xui-side { width: 264px; flex: none; background: var(--panel); border-right: 1px solid var(--border); display: flex;
  flex-direction: column;
  position: sticky; top: 0; height: 100vh; overflow: hidden; }
.xui-brand { padding: 18px 18px 12px; border-bottom: 1px solid var(--border); }
.xui-brand h1 { font-size: 15px; margin: 0; font-weight: 650; letter-spacing: -.01em; overflow-wrap: anywhere; }
.xui-brand small { color: var(--muted); font-size: 12px; }
.xui-navsearch { margin: 10px 12px 4px; }
.xui-nav { overflow-y: auto; padding: 6px 8px 16px; flex: 1; }
.xui-nav h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted);
  margin: 14px 10px 4px; font-weight: 600; overflow-wrap: anywhere; }
.xui-nav button { display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%;
  text-align: left; border: 0; background: none; color: var(--text);
  padding: 7px 10px; border-radius: 7px; font: inherit; cursor: pointer; overflow-wrap: anywhere; }
.xui-nav button:hover { background: var(--panel-2); }
.xui-nav button[aria-current="page"] { background: var(--accent-2); color: var(--accent); font-weight: 600; }
.xui-nav .xui-count { font-size: 11px; color: var(--muted); font-weight: 500; }
.xui-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.xui-top { display: flex; align-items: center; gap: 10px; padding: 10px 24px; border-bottom: 1px solid var(--border);
  background: var(--panel);
  position: sticky; top: 0; z-index: 5; min-height: 56px; }
.xui-top .xui-crumbs { flex: 1; min-width: 0; color: var(--muted); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.xui-top .xui-crumbs b { color: var(--text); font-weight: 600; }
.xui .xui-menu { display: none; }
.xui-content { padding: 24px; max-width: 1280px; width: 100%; }
.xui-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; margin-bottom: 16px;
  flex-wrap: wrap; }
.xui-head h2 { margin: 0; font-size: 22px; letter-spacing: -.02em; font-weight: 680; overflow-wrap: anywhere; }
.xui-head p { margin: 4px 0 0; color: var(--muted); max-width: 72ch; white-space: pre-line; overflow-wrap: anywhere; }
.xui-card { background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius);
  box-shadow: var(--shadow); }
.xui-card + .xui-card { margin-top: 16px; }
.xui-card-h { padding: 12px 16px; border-bottom: 1px solid var(--border); display: flex; align-items: center;
  justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.xui-card-h h3 { margin: 0; font-size: 14px; font-weight: 650; }
.xui-card-b { padding: 16px; }
.xui-btn { display: inline-flex; align-items: center; gap: 6px; border: 1px solid var(--border);
  background: var(--panel); color: var(--text);
  padding: 7px 13px; border-radius: 8px; font: inherit; font-weight: 550; cursor: pointer; white-space: nowrap; }
.xui-btn:hover { background: var(--panel-2); } .xui-btn:disabled { opacity: .5; cursor: not-allowed; }
.xui-btn.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.xui-btn.primary:hover { filter: brightness(1.08); }
.xui-btn.danger { color: var(--danger); border-color: var(--danger); }
.xui-btn.danger.solid { background: var(--danger); color: #fff; }
.xui-btn.ghost { border-color: transparent; background: none; } .xui-btn.small { padding: 4px 9px; font-size: 12px; }
.xui-row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.xui-toolbar { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; padding: 12px 16px;
  border-bottom: 1px solid var(--border); }
.xui-toolbar label { display: flex; flex-direction: column; gap: 3px; font-size: 12px; color: var(--muted);
  font-weight: 550; }
.xui-input, .xui select, .xui textarea { font: inherit; color: var(--text); background: var(--panel);
  border: 1px solid var(--border); border-radius: 8px;
  padding: 7px 10px; min-width: 0; width: 100%; }
.xui-input:focus, .xui select:focus, .xui textarea:focus { outline: 2px solid var(--accent); outline-offset: -1px;
  border-color: var(--accent); }
.xui textarea { min-height: 90px; resize: vertical; }
.xui .mono, .xui code, .xui pre { font-family: var(--mono); font-size: 12.5px; }
.xui-tablewrap { overflow-x: auto; }
.xui table { width: 100%; border-collapse: collapse; }
.xui th { text-align: left; font-size: 12px; color: var(--muted); font-weight: 600; padding: 9px 14px;
  border-bottom: 1px solid var(--border);
  background: var(--panel-2); white-space: nowrap; position: sticky; top: 0; }
.xui th button { all: unset; cursor: pointer; } .xui th button:hover { color: var(--text); }
.xui td { padding: 10px 14px; border-bottom: 1px solid var(--border); vertical-align: top; max-width: 360px;
  overflow-wrap: anywhere; }
.xui td .clamp { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.xui tbody tr.clickable { cursor: pointer; } .xui tbody tr:hover { background: var(--panel-2); }
.xui-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  background: var(--accent-2); color: var(--accent); }
.xui-badge.ok { background: var(--ok-2); color: var(--ok); }
.xui-badge.no { background: var(--panel-2); color: var(--muted); }
.xui-method { font-family: var(--mono); font-size: 11px; font-weight: 700; padding: 2px 6px; border-radius: 5px;
  min-width: 54px; text-align: center; display: inline-block; }
.xui-method.GET { background: #e7f6ee; color: #067647; }
.xui-method.POST { background: #e8efff; color: #2446c6; }
.xui-method.PUT { background: #fff4e5; color: #b54708; }
.xui-method.PATCH { background: #f3ecff; color: #6d2fd8; }
.xui-method.DELETE { background: #fdecea; color: #b42318; }
.xui-method.QUERY { background: #e7f6ee; color: #067647; }
.xui-method.MUTATION { background: #e8efff; color: #2446c6; }
.xui-method.SUBSCRIPTION, .xui-method.HEAD, .xui-method.OPTIONS, .xui-method.TRACE { background: var(--panel-2);
  color: var(--muted); }
.xui-pager { display: flex; justify-content: space-between; align-items: center; gap: 10px; padding: 10px 16px;
  color: var(--muted); flex-wrap: wrap; }
.xui-pager select { width: auto; }
.xui-state { padding: 40px 16px; text-align: center; color: var(--muted); }
.xui-state strong { display: block; color: var(--text); font-size: 15px; margin-bottom: 4px; }
.xui-skel { height: 12px; border-radius: 6px;
  background: linear-gradient(90deg, var(--panel-2), var(--border), var(--panel-2)); background-size: 200% 100%;
  animation: xui-sh 1.2s infinite; }
@keyframes xui-sh { to { background-position: -200% 0; } }
.xui-error { border: 1px solid var(--danger); background: var(--danger-2); border-radius: var(--radius);
  padding: 12px 14px; color: var(--text); margin: 12px 0; }
.xui-error b { color: var(--danger); }
.xui-error pre { max-height: 240px; overflow: auto; margin: 8px 0 0; white-space: pre-wrap; }
.xui-notice { border: 1px solid var(--border); background: var(--warn-2); border-radius: var(--radius);
  padding: 10px 14px; margin-bottom: 14px; }
.xui-dl { display: grid; grid-template-columns: minmax(140px, 220px) 1fr; gap: 0; margin: 0; }
.xui-dl dt { color: var(--muted); font-weight: 550; padding: 9px 16px; border-bottom: 1px solid var(--border);
  overflow-wrap: anywhere; }
.xui-dl dd { margin: 0; padding: 9px 16px; border-bottom: 1px solid var(--border); overflow-wrap: anywhere;
  min-width: 0; }
.xui-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 14px 18px; }
.xui-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.xui-field.wide { grid-column: 1 / -1; }
.xui-field > label, .xui-field > .xui-label { font-weight: 600; font-size: 13px; overflow-wrap: anywhere; }
.xui-field .req { color: var(--danger); margin-left: 2px; }
.xui-field .help { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; white-space: pre-line;
  max-height: 4.5em; overflow: hidden; }
.xui-field .err { color: var(--danger); font-size: 12px; font-weight: 550; }
.xui-field.invalid .xui-input, .xui-field.invalid select, .xui-field.invalid textarea { border-color: var(--danger); }
.xui fieldset { border: 1px solid var(--border); border-radius: var(--radius); padding: 12px 14px 14px; margin: 0;
  min-width: 0; }
.xui legend { font-weight: 600; padding: 0 6px; font-size: 13px; }
.xui-switch { position: relative; display: inline-flex; align-items: center; gap: 8px; cursor: pointer;
  user-select: none; }
.xui-switch input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.xui-switch .track { width: 36px; height: 20px; border-radius: 999px; background: var(--border); position: relative;
  transition: background .15s; flex: none; }
.xui-switch .track::after { content: ""; position: absolute; left: 2px; top: 2px; width: 16px; height: 16px;
  border-radius: 50%; background: #fff; transition: transform .15s; box-shadow: var(--shadow); }
.xui-switch input:checked + .track { background: var(--accent); }
.xui-switch input:checked + .track::after { transform: translateX(16px); }
.xui-switch input:focus-visible + .track { outline: 2px solid var(--accent); outline-offset: 2px; }
.xui-seg { display: inline-flex; border: 1px solid var(--border); border-radius: 8px; overflow: hidden;
  flex-wrap: wrap; }
.xui-seg button { border: 0; background: var(--panel); color: var(--text); padding: 6px 12px; font: inherit;
  cursor: pointer; border-right: 1px solid var(--border); }
.xui-seg button:last-child { border-right: 0; }
.xui-seg button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); }
.xui-tags { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border: 1px solid var(--border);
  border-radius: 8px; padding: 5px 6px; background: var(--panel); }
.xui-tags .chip { display: inline-flex; align-items: center; gap: 4px; background: var(--accent-2);
  color: var(--accent); border-radius: 6px; padding: 1px 4px 1px 8px; font-size: 12.5px; overflow-wrap: anywhere; }
.xui-tags .chip button { border: 0; background: none; color: inherit; cursor: pointer; font-size: 14px;
  line-height: 1; padding: 0 3px; }
.xui-tags input { border: 0; outline: 0; flex: 1; min-width: 100px; background: none; color: var(--text);
  font: inherit; padding: 3px; }
.xui-kv { display: grid; grid-template-columns: 1fr 1fr auto; gap: 6px; }
.xui-modal-bg { position: fixed; inset: 0; background: rgba(15,17,23,.45); display: flex; align-items: center;
  justify-content: center; z-index: 50; padding: 16px; }
.xui-modal { background: var(--panel); border-radius: 14px; box-shadow: 0 20px 50px rgba(0,0,0,.3);
  width: min(520px, 100%); max-height: 90vh; overflow: auto; border: 1px solid var(--border); }
.xui-modal h3 { margin: 0; padding: 16px 18px 0; font-size: 16px; } .xui-modal .xui-card-b { padding: 12px 18px; }
.xui-modal footer { display: flex; justify-content: flex-end; gap: 8px; padding: 12px 18px 16px; }
.xui-toast { position: fixed; right: 18px; bottom: 18px; background: var(--text); color: var(--panel);
  padding: 10px 16px; border-radius: 10px; box-shadow: var(--shadow); z-index: 60; max-width: 420px; }
.xui-ops { display: grid; grid-template-columns: minmax(260px, 360px) 1fr; gap: 16px; align-items: start; }
.xui-oplist { max-height: calc(100vh - 180px); overflow: auto; }
.xui-oplist button { display: flex; gap: 8px; align-items: center; width: 100%; border: 0;
  border-bottom: 1px solid var(--border); background: none; color: var(--text);
  padding: 9px 12px; text-align: left; font: inherit; cursor: pointer; }
.xui-oplist button:hover { background: var(--panel-2); }
.xui-oplist button[aria-current="true"] { background: var(--accent-2); }
.xui-oplist .label { min-width: 0; overflow-wrap: anywhere; }
.xui-oplist .path { display: block; color: var(--muted); font-family: var(--mono); font-size: 11.5px; }
.xui-oplist h4 { margin: 0; padding: 8px 12px; font-size: 11px; text-transform: uppercase; letter-spacing: .06em;
  color: var(--muted); background: var(--panel-2); overflow-wrap: anywhere; }
.xui-json { background: var(--panel-2); border-radius: 8px; padding: 12px; overflow: auto; max-height: 520px;
  margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.xui-muted { color: var(--muted); } .xui-nil { color: var(--muted); font-style: italic; }
.xui-thumb { width: 36px; height: 36px; object-fit: cover; border-radius: 6px; background: var(--panel-2); }
.xui-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--border); padding: 0 24px;
  background: var(--panel); overflow-x: auto; }
.xui-tabs button { border: 0; background: none; padding: 12px 10px; font: inherit; color: var(--muted);
  cursor: pointer; border-bottom: 2px solid transparent; white-space: nowrap; }
.xui-tabs button[aria-current="page"] { color: var(--accent); border-bottom-color: var(--accent); font-weight: 600; }
.xui.layout-topnav { flex-direction: column; } .xui.layout-topnav .xui-side { display: none; }
.xui.layout-compact { font-size: 13px; }
.xui.layout-compact td, .xui.layout-compact th { padding: 6px 10px; }
.xui.layout-compact .xui-side { width: 220px; }
@media (max-width: 900px) {
  .xui { flex-direction: column; }
  .xui-side { position: fixed; inset: 0 30% 0 0; z-index: 40; transform: translateX(-105%); transition: transform .2s;
    height: 100%; width: auto; }
  .xui.nav-open .xui-side { transform: none; box-shadow: 0 0 0 100vmax rgba(0,0,0,.35); }
  .xui .xui-menu { display: inline-flex; } .xui-content { padding: 16px; } .xui-ops { grid-template-columns: 1fr; }
  .xui-dl { grid-template-columns: 1fr; } .xui-dl dt { border-bottom: 0; padding-bottom: 0; }
}
`;
