// Whether the teacher's page is open and in view (kit/ui/class_dashboard.py, PageAlive): the
// dashboard refreshes only while some view of it is shown in a visible browser tab.  Nothing is shown.
// It also scrolls the board into view when a class opens (showBoardWhenOpened), and gives the page's
// tabs what a screen reader needs (ipywidgets' Tab has a tab list but no
// tab panels): each panel role="tabpanel", named by its tab (aria-labelledby), each tab pointing
// at its panel (aria-controls); kept so while the page redraws.

function labelTabs(root) {
  root.querySelectorAll(".jupyter-widget-tab, .widget-tab").forEach((tabs, t) => {
    const bar = tabs.querySelector(":scope > .lm-TabBar, :scope > .p-TabBar");
    const contents = tabs.querySelector(":scope > .widget-tab-contents");
    if (!bar || !contents) { return; }
    const heads = bar.querySelectorAll(".lm-TabBar-tab, .p-TabBar-tab");
    const panels = Array.from(contents.children);
    heads.forEach((head, i) => {
      const panel = panels[i];
      if (!panel) { return; }
      if (!head.id) { head.id = `kit-cdash-tab-${t}-${i}-${Math.random().toString(36).slice(2, 8)}`; }
      if (!panel.id) { panel.id = `${head.id}-panel`; }
      const set = (node, name, value) => { if (node.getAttribute(name) !== value) { node.setAttribute(name, value); } };
      set(panel, "role", "tabpanel");
      set(panel, "aria-labelledby", head.id);
      set(head, "aria-controls", panel.id);
    });
  });
}

// When a class opens (the board appears), the page scrolls so that the board is at the top of the
// window: on a 1366x768 projector the code, the experiment's words and its funnel then show
// without the teacher scrolling (the page's heading and language switch stay just above).  Only
// when the board appears, never at a refresh: a teacher who scrolled stays where they are.
function showBoardWhenOpened(board) {
  let shown = board.offsetParent !== null;
  const check = () => {
    const now = board.offsetParent !== null;
    if (now && !shown) {  // again a moment later, once the board's parts are drawn
      const top = () => board.scrollIntoView({ block: "start", behavior: "auto" });
      window.requestAnimationFrame(top);
      window.setTimeout(top, 400);
    }
    shown = now;
  };
  const watcher = new MutationObserver(check);
  watcher.observe(board, { attributes: true, attributeFilter: ["style", "class"] });
  return watcher;
}

function render({ model, el }) {
  el.hidden = true;
  const send = () => {
    model.set("visible", document.visibilityState !== "hidden");
    model.save_changes();
  };
  document.addEventListener("visibilitychange", send);
  model.set("views", (model.get("views") || 0) + 1);
  send();
  // the page around this (hidden) view: found once it is in the document
  let observer = null;
  let boardWatcher = null;
  let tries = 0;
  const watchTabs = () => {
    const root = el.closest(".kit-cdash");
    if (!root) {
      if (tries++ < 100) { window.setTimeout(watchTabs, 100); }
      return;
    }
    const look = () => {
      labelTabs(root);
      const board = boardWatcher ? null : root.querySelector(".kit-cdash-board");
      if (board) { boardWatcher = showBoardWhenOpened(board); }
    };
    look();
    let queued = false;
    observer = new MutationObserver(() => {
      if (queued) { return; }
      queued = true;
      window.requestAnimationFrame(() => { queued = false; look(); });
    });
    observer.observe(root, { childList: true, subtree: true });
  };
  watchTabs();
  return () => {
    if (observer) { observer.disconnect(); }
    if (boardWatcher) { boardWatcher.disconnect(); }
    document.removeEventListener("visibilitychange", send);
    model.set("views", Math.max(0, (model.get("views") || 1) - 1));
    model.save_changes();
  };
}

export default { render };
