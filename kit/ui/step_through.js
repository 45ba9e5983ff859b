// Front end of kit.ui.widgets.StepThrough: frames of a game (a picture and a sentence each),
// with first / previous / next / last buttons, a slider, and the arrow keys.
// Navigation happens in the browser; the index is synced back to Python.
//
// Keys inside JupyterLab: the notebook's command-mode shortcuts (arrows select cells, Enter
// edits, Space scrolls…) would otherwise take the keys before the widget sees them.  The
// documented way out is the data-lm-suppress-shortcuts attribute: Lumino, JupyterLab's
// shortcut manager, ignores every key event whose target is inside an element carrying it
// (whether it listens in the capture or the bubbling phase).  Besides, every key the widget
// uses stops propagating here, so no page-level handler (a notebook's, Voila's) acts on it
// too.  Tab and Shift+Tab are left alone, so focus can always leave the widget.
const OWN_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
                          "PageUp", "PageDown", "Enter", " "]);

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "kit-step";
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const stage = document.createElement("div");
  stage.className = "kit-stage";
  const narration = document.createElement("p");
  narration.className = "kit-narration";
  narration.setAttribute("aria-live", "polite");
  const bar = document.createElement("div");
  bar.className = "kit-controls";
  // Icons are inline SVG, so they show whatever fonts the machine has.
  const icon = (d) => `<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="${d}" fill="currentColor"/></svg>`;
  const mk = (cls, path) => {
    const b = document.createElement("button");
    b.type = "button"; b.className = "kit-nav " + cls; b.innerHTML = icon(path);
    return b;
  };
  const first = mk("kit-first", "M2,1 H4 V13 H2 Z M13,1 V13 L5,7 Z");
  const prev = mk("kit-prev", "M11,1 V13 L3,7 Z");
  const next = mk("kit-next", "M3,1 V13 L11,7 Z");
  const last = mk("kit-last", "M10,1 H12 V13 H10 Z M1,1 V13 L9,7 Z");
  const slider = document.createElement("input");
  slider.type = "range"; slider.className = "kit-slider"; slider.min = "0"; slider.step = "1";
  const position = document.createElement("span");
  position.className = "kit-position";
  // the hint says the buttons (a phone has no keys); the keys follow as an aside where a keyboard
  // is the input (kit.css shows .kit-keyboard-only with a fine pointer that hovers)
  const hint = document.createElement("div");
  hint.className = "kit-hint";
  const buttonsHint = document.createElement("span");
  buttonsHint.className = "kit-hint-buttons";
  const keysHint = document.createElement("span");
  keysHint.className = "kit-hint-keys kit-keyboard-only";
  hint.append(buttonsHint, keysHint);
  bar.append(first, prev, slider, next, last, position);
  root.append(stage, narration, bar, hint);
  el.appendChild(root);

  const count = () => model.get("frames").length;
  function go(i) {
    const n = count();
    if (n === 0) return;
    const j = Math.max(0, Math.min(n - 1, i));
    if (j !== model.get("index")) { model.set("index", j); model.save_changes(); }
  }
  first.onclick = () => go(0);
  prev.onclick = () => go(model.get("index") - 1);
  next.onclick = () => go(model.get("index") + 1);
  last.onclick = () => go(count() - 1);
  slider.oninput = () => go(parseInt(slider.value, 10));
  root.addEventListener("keydown", (ev) => {
    if (!OWN_KEYS.has(ev.key) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    ev.stopPropagation();  // the notebook must not act on a key the widget uses
    if (ev.target === slider) return;  // the slider moves itself with the arrow keys
    const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (ev.key in moves) { go(model.get("index") + moves[ev.key]); ev.preventDefault(); }
    else if (ev.key === "Home") { go(0); ev.preventDefault(); }
    else if (ev.key === "End") { go(count() - 1); ev.preventDefault(); }
  });

  function draw() {
    const frames = model.get("frames");
    const labels = model.get("labels");
    const i = model.get("index");
    const frame = frames[i] || { picture: "", narration: "" };
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    stage.innerHTML = frame.picture;
    narration.textContent = frame.narration;
    slider.max = String(Math.max(0, frames.length - 1));
    slider.value = String(i);
    for (const [button, key] of [[first, "first"], [prev, "previous"], [next, "next"], [last, "last"]]) {
      button.title = labels[key] || "";
      button.setAttribute("aria-label", labels[key] || "");
    }
    first.disabled = prev.disabled = i <= 0;
    next.disabled = last.disabled = i >= frames.length - 1;
    // a button that becomes disabled under the focus would drop it to the page: keep it here
    if (focused && focused.disabled) slider.focus();
    position.textContent = (labels.step || "{i}/{n}").replace("{i}", String(i + 1)).replace("{n}", String(frames.length));
    slider.setAttribute("aria-label", position.textContent);
    buttonsHint.textContent = labels.buttons || "";
    keysHint.textContent = labels.keys ? " " + labels.keys : "";
  }
  model.on("change:index", draw);
  model.on("change:frames", draw);
  model.on("change:labels", draw);
  draw();
}
export default { render };
