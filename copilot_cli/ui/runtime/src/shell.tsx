import { React, useState, useCallback } from "./react";
import { STYLES } from "./styles";
import { AppContext } from "./app";
import { Empty } from "./feedback";
import { Overview } from "./overview";
import { OperationsPage } from "./operations";
import { ConnectionPanel } from "./connection";
import { SignInPanel } from "./signin";
import { PLAN, RESOURCE_PAGES } from "./plan";
import { useAppState, useRoute, useSignInPrompt, useTheme, useToast } from "./shell-state";
import { SideNav, NavTabs } from "./shell-nav";
import { ShellHeader } from "./shell-header";

// The app's frame, the same for every API: routing (the URL's hash), the navigation, the header,
// the connection panel and the toast. `pages` maps a page key ("resource:<id>") to its component:
// the generated part's PAGES, which starts from RESOURCE_PAGES (runtime/src/plan.tsx).
export function AppShell({ pages }) {
  const [theme, setTheme] = useTheme();
  const [navOpen, setNavOpen] = useState(false);
  const [showConnection, setShowConnection] = useState(false);
  const openConnection = useCallback(() => setShowConnection(true), []);
  const [route, go] = useRoute(setNavOpen);
  const [toastText, toast] = useToast();
  const { signIn, setSignIn, signedIn } = useSignInPrompt();
  const { app, baseUrl, reauthorize } = useAppState(openConnection);
  const Page = (pages || RESOURCE_PAGES)[route.page];
  return (
    <AppContext.Provider value={app}>
      <style>{STYLES}</style>
      <div className={"xui layout-" + PLAN.layout + (navOpen ? " nav-open" : "")} data-theme={theme}>
        <SideNav current={route.page} go={go} />
        <div className="xui-main">
          <ShellHeader
            route={route}
            go={go}
            navOpen={navOpen}
            setNavOpen={setNavOpen}
            baseUrl={baseUrl}
            openConnection={openConnection}
            openSignIn={() => setSignIn({ status: null })}
            theme={theme}
            setTheme={setTheme}
          />
          {PLAN.layout === "topnav" ? <NavTabs current={route.page} go={go} /> : null}
          <main className="xui-content">
            {!baseUrl && PLAN.kind === "rest" ? (
              <div className="xui-notice">
                No API base URL is set: requests go to this page's own server. Set one under “Connection”.
              </div>
            ) : null}
            {route.page === "operations" ? (
              <OperationsPage route={route} go={go} />
            ) : route.page === "overview" ? (
              <Overview go={go} />
            ) : Page ? (
              <Page key={route.page} route={route} go={go} toast={toast} />
            ) : (
              <Empty title="Nothing here">Pick a section on the left.</Empty>
            )}
          </main>
        </div>
        {showConnection ? <ConnectionPanel onClose={() => setShowConnection(false)} /> : null}
        {signIn ? (
          <SignInPanel
            status={signIn.status}
            onClose={() => setSignIn(null)}
            onSignedIn={() => {
              signedIn.current = true;
              setSignIn(null);
              reauthorize(); // every view reloads with the new sign-in
              toast("Signed in");
            }}
          />
        ) : null}
        {toastText ? (
          <div className="xui-toast" role="status">
            {toastText}
          </div>
        ) : null}
      </div>
    </AppContext.Provider>
  );
}
