// Front end of kit.ui.un_due_tre_app.ReflexGame: shows each card, measures the person's
// reaction time in the browser (performance.now(), not across the kernel round trip), and
// paces the game.  Space bar or the Slap button slaps the pile; B or the other button slaps
// beside it.  In Straccia camicia there is nothing to slap: no slap buttons, and the space bar
// or the Next card button turns the next card at once instead of waiting for the pace.
// The game fills the width; when it starts it scrolls into view, so on a phone the table and
// the slap button (right under the pile, where it never moves) show without scrolling.
function make(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  node.className = className;
  if (tag === "button") node.type = "button";
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function render({ model, el }) {
  // keys pressed inside the game are not JupyterLab shortcuts (space, B)
  const root = make("div", "kit-reflex", { "data-lm-suppress-shortcuts": "true" });
  root.tabIndex = 0;
  const table = make("div", "kit-reflex-table");
  const narration = make("p", "kit-narration");  // read out from the log below (one live region, not two)
  const bar = make("div", "kit-controls");
  const slapButton = make("button", "kit-slap");
  const besideButton = make("button", "kit-beside");
  const nextButton = make("button", "kit-next");
  const stats = make("div", "kit-stats");
  // the log: every narration kept (the line above is replaced within a second), newest at the
  // bottom and in view (the box is laid out from its end, column-reverse); lines are only
  // appended, so a screen reader (aria-live polite) reads each new one once
  const logBox = make("div", "kit-log-box kit-reflex-log", { role: "region", tabindex: "0" });
  const log = make("ol", "kit-log", { "aria-live": "polite", "aria-relevant": "additions" });
  logBox.append(log);
  let logLang = null, logEnd = 0;  // the language shown and the number of lines told so far
  const over = make("div", "kit-over");  // after the game: the result and "play again"
  const result = make("p", "kit-result", { role: "status" });
  const againButton = make("button", "kit-again");
  againButton.onclick = () => model.send({ type: "again" });
  over.append(result, againButton);
  bar.append(slapButton, besideButton, nextButton);
  root.append(table, bar, narration, over, stats, logBox);
  el.classList.add("kit-reflex-host");
  el.appendChild(root);
  requestAnimationFrame(() => root.scrollIntoView({ block: "start" }));

  let seq = -1, cardId = -1, open = false, late = false, shownAt = 0, closeTimer = null, paceTimer = null;

  // "Batti! (spazio)": the key in brackets goes in its own span, which a touch screen hides
  // (kit.css: a phone has no space bar)
  function label(button, text) {
    if (button.dataset.label === text) { return; }
    button.dataset.label = text;
    const match = /^(.*?)(\s*\([^()]*\))$/.exec(text);
    if (!match) { button.textContent = text; return; }
    const key = document.createElement("span");
    key.className = "kit-key";
    key.textContent = match[2];
    button.replaceChildren(document.createTextNode(match[1]), key);
  }

  function slap(beside) {
    if (late && !open && !beside) {  // after the window, on the same card: too late, but timed
      late = false;
      model.send({ type: "late", card_id: cardId, ms: performance.now() - shownAt });
      return;
    }
    if (!open) return;  // between cards there is nothing to slap
    open = false;
    late = false;
    clearTimeout(closeTimer);
    const ms = performance.now() - shownAt;
    model.send({ type: "slap", card_id: cardId, ms: ms, beside: beside });
  }
  function next() {  // Straccia camicia: turn the next card now
    if (!model.get("view").running || open) return;
    clearTimeout(paceTimer);
    model.send({ type: "turn" });
  }
  slapButton.onclick = () => slap(false);
  besideButton.onclick = () => slap(true);
  nextButton.onclick = next;
  const onKey = (ev) => {
    const tag = (ev.target && ev.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const slaps = model.get("view").slaps !== false;
    if (ev.code === "Space") {
      ev.preventDefault();
      if (slaps) slap(false); else next();
    } else if (slaps && (ev.key === "b" || ev.key === "B")) { slap(true); }
  };
  document.addEventListener("keydown", onKey);

  function drawLog(v, labels) {
    const lines = v.log || [], start = v.log_start || 0, end = start + lines.length;
    logBox.setAttribute("aria-label", labels.log || "What happened");
    if (v.lang !== logLang || end < logEnd || start > logEnd) {  // a language switch or a new game: written again
      logLang = v.lang;
      log.setAttribute("aria-live", "off");  // not read out all over again
      log.replaceChildren();
      logEnd = start;
    }
    for (let i = Math.max(logEnd, start); i < end; i++) {
      const item = document.createElement("li");
      item.textContent = lines[i - start];
      log.append(item);
    }
    logEnd = end;
    while (log.children.length > lines.length) log.firstElementChild.remove();
    log.start = start + 1;
    logBox.style.display = lines.length ? "" : "none";
    if (log.getAttribute("aria-live") === "off") requestAnimationFrame(() => log.setAttribute("aria-live", "polite"));
  }

  function draw() {
    const v = model.get("view");
    const labels = model.get("labels");
    label(slapButton, labels.slap || "Slap!");
    label(besideButton, labels.beside || "Beside");
    label(nextButton, labels.next || "Next card");
    const slaps = v.slaps !== false;
    slapButton.hidden = besideButton.hidden = !slaps;
    nextButton.hidden = slaps;
    table.innerHTML = v.table || "";
    narration.textContent = v.narration || "";
    stats.textContent = v.stats || "";
    const finished = v.status && v.status !== "playing";
    bar.style.display = finished ? "none" : "";
    over.style.display = finished ? "" : "none";
    result.textContent = v.result || "";
    drawLog(v, labels);
    againButton.textContent = labels.again || "Play again";
    if (v.seq === seq) return;
    seq = v.seq;
    clearTimeout(paceTimer);
    if (v.window && v.card_id !== cardId) {  // a new card is showing: the slap window opens
      cardId = v.card_id;
      open = true;
      late = true;
      shownAt = performance.now();
      requestAnimationFrame(() => { shownAt = performance.now(); });  // from when it is painted
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => {
        if (open) { open = false; model.send({ type: "close", card_id: cardId }); }
      }, v.close_ms);
    } else if (!v.window && v.status === "playing" && v.running) {
      open = false;
      paceTimer = setTimeout(() => model.send({ type: "turn" }), v.pace_ms);
    } else {
      open = false;
    }
  }
  model.on("change:view", draw);
  model.on("change:labels", draw);
  draw();
  return () => { document.removeEventListener("keydown", onKey); clearTimeout(closeTimer); clearTimeout(paceTimer); };
}
export default { render };
