// Whether the teacher's page is open and in view (kit/ui/class_dashboard.py, PageAlive): the
// dashboard refreshes only while some view of it is shown in a visible browser tab.  Nothing is shown.
function render({ model, el }) {
  el.hidden = true;
  const send = () => {
    model.set("visible", document.visibilityState !== "hidden");
    model.save_changes();
  };
  document.addEventListener("visibilitychange", send);
  model.set("views", (model.get("views") || 0) + 1);
  send();
  return () => {
    document.removeEventListener("visibilitychange", send);
    model.set("views", Math.max(0, (model.get("views") || 1) - 1));
    model.save_changes();
  };
}

export default { render };
