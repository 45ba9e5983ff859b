// A "Show the answer" button of the teacher's page (kit/ui/class_dashboard.py, RevealButton): a
// real <button>, so the keyboard reaches it (Tab, then Enter or Space), that says whether its answer
// is open (aria-expanded) and which part of the page it opens (aria-controls).
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "kit-cdash-reveal";
  const draw = () => {
    const open = Boolean(model.get("expanded"));
    button.setAttribute("aria-expanded", open ? "true" : "false");
    button.textContent = open ? model.get("hide_label") : model.get("show_label");
    const controls = model.get("controls");
    if (controls) { button.setAttribute("aria-controls", controls); } else { button.removeAttribute("aria-controls"); }
  };
  const toggle = () => {
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
  };
  button.addEventListener("click", toggle);
  const names = ["expanded", "show_label", "hide_label", "controls"];
  names.forEach((name) => model.on(`change:${name}`, draw));
  draw();
  el.appendChild(button);
  return () => {
    names.forEach((name) => model.off(`change:${name}`, draw));
    button.removeEventListener("click", toggle);
  };
}

export default { render };
