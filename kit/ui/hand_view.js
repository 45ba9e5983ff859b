// Front end of kit.ui.widgets.HandView: a row of cards that can be picked by mouse or keyboard.
// Left/Right (and Home/End) move between cards, Enter or Space picks; illegal cards are dimmed
// and announce why they cannot be picked.
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "kit-hand";
  root.setAttribute("role", "group");
  const title = document.createElement("div");
  title.className = "kit-caption";
  const row = document.createElement("div");
  row.className = "kit-cards";
  const status = document.createElement("div");
  status.className = "kit-status";
  status.setAttribute("aria-live", "polite");
  root.append(title, row, status);
  el.appendChild(root);

  function pick(i) {
    const cards = model.get("cards");
    if (!model.get("pickable") || i < 0 || i >= cards.length) return;
    if (!cards[i].legal) {
      status.textContent = model.get("illegal_text");
      return;
    }
    status.textContent = "";
    model.set("selected", i);
    model.set("picks", model.get("picks") + 1);
    model.save_changes();
  }

  function draw() {
    const cards = model.get("cards");
    title.textContent = model.get("title");
    root.setAttribute("aria-label", model.get("title"));
    row.replaceChildren();
    cards.forEach((card, i) => {
      const slot = document.createElement(model.get("pickable") ? "button" : "div");
      slot.className = "kit-slot" + (card.legal ? " kit-legal" : " kit-illegal") +
        (i === model.get("selected") ? " kit-selected" : "");
      slot.innerHTML = card.svg;
      slot.dataset.index = String(i);
      slot.setAttribute("aria-label", card.label);
      if (model.get("pickable")) {
        slot.type = "button";
        if (!card.legal) slot.setAttribute("aria-disabled", "true");
        slot.addEventListener("click", () => pick(i));
        slot.addEventListener("keydown", (ev) => {
          const slots = row.querySelectorAll(".kit-slot");
          let next = null;
          if (ev.key === "ArrowRight") next = Math.min(i + 1, slots.length - 1);
          if (ev.key === "ArrowLeft") next = Math.max(i - 1, 0);
          if (ev.key === "Home") next = 0;
          if (ev.key === "End") next = slots.length - 1;
          if (next !== null) { ev.preventDefault(); slots[next].focus(); }
        });
      }
      row.appendChild(slot);
    });
    if (cards.length === 0) row.textContent = model.get("empty_text");
  }

  model.on("change:cards", draw);
  model.on("change:selected", draw);
  model.on("change:title", draw);
  model.on("change:pickable", draw);
  draw();
}
export default { render };
