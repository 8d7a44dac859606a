// Names the runtime reads from outside its modules.

// The module's last section (render.py plan_block): the packed plan, a hoisted declaration.
declare function planData(): { t: unknown[]; p: unknown };

interface Window {
  // Set by whoever embeds the app: { baseUrl } and other overrides (app.ts RUNTIME_CONFIG).
  __EXPERIENCE_UI__?: Record<string, any>;
}
