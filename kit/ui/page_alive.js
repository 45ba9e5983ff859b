// Whether the teacher's page is open and in view (kit/ui/class_dashboard.py, PageAlive): the
// dashboard refreshes only while some view of it is shown in a visible browser tab.  Nothing is shown.
// It also gives the page's tabs what a screen reader needs (ipywidgets' Tab has a tab list but no
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
  let tries = 0;
  const watchTabs = () => {
    const root = el.closest(".kit-cdash");
    if (!root) {
      if (tries++ < 100) { window.setTimeout(watchTabs, 100); }
      return;
    }
    labelTabs(root);
    let queued = false;
    observer = new MutationObserver(() => {
      if (queued) { return; }
      queued = true;
      window.requestAnimationFrame(() => { queued = false; labelTabs(root); });
    });
    observer.observe(root, { childList: true, subtree: true });
  };
  watchTabs();
  return () => {
    if (observer) { observer.disconnect(); }
    document.removeEventListener("visibilitychange", send);
    model.set("views", Math.max(0, (model.get("views") || 1) - 1));
    model.save_changes();
  };
}

export default { render };
