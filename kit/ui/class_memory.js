// The join box's memory (kit/ui/classroom.py, ClassMemory): the browser keeps the class code,
// the nickname and the rejoin word in localStorage, so a reloaded page (a new kernel) joins the
// same class as the same student.  Nothing is shown.  On a JupyterHub the key is "" and the
// browser keeps nothing (the user's server does: home_memory in kit/ui/classroom.py).

function render({ model, el }) {
  el.hidden = true;
  const KEY = model.get("key");  // "": a JupyterHub user's server keeps the class, not the browser
  if (KEY) {
    try {
      const saved = JSON.parse(window.localStorage.getItem(KEY) || "null");
      if (saved && typeof saved === "object") {
        model.set("saved", saved);
        model.save_changes();
      }
    } catch (e) { /* storage off (a private window): the student types the code again */ }
  }
  const keep = () => {
    if (!KEY) { return; }
    try {
      const value = model.get("remember");
      if (value && Object.keys(value).length) {
        window.localStorage.setItem(KEY, JSON.stringify(value));
      } else if (model.get("forget")) {
        window.localStorage.removeItem(KEY);
      }
    } catch (e) { /* storage off */ }
  };
  // After joining the form is hidden: the keyboard focus goes to the status line ("You are in
  // class …", tabindex=-1), not to the page's body.  The line may be drawn a moment later.
  const focusStatus = (tries) => {
    const box = el.closest(".kit-join");
    const status = box && box.querySelector(".kit-class-status");
    if (status && status.getClientRects().length) {
      status.focus();
    } else if (tries > 0) {
      setTimeout(() => focusStatus(tries - 1), 50);
    }
  };
  model.on("change:focus", () => setTimeout(() => focusStatus(20), 0));
  model.on("change:remember", keep);
  model.on("change:forget", keep);
}

export default { render };
