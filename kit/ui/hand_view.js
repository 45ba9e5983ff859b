// Front end of kit.ui.widgets.HandView: a row of cards that can be picked by mouse or keyboard.
// The hand is one Tab stop (roving tabindex): Left/Right and Home/End move between cards,
// Enter or Space picks. Illegal cards are dimmed and say why they cannot be picked.
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
  let current = 0;  // the card that holds the hand's Tab stop

  const slots = () => row.querySelectorAll(".kit-slot");

  function moveTo(i) {
    const all = slots();
    if (all.length === 0) return;
    current = Math.max(0, Math.min(all.length - 1, i));
    all.forEach((slot, j) => { slot.tabIndex = j === current ? 0 : -1; });
    all[current].focus();
    status.textContent = "";
  }

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

  function mark() {  // selection changes only restyle, so focus stays where it is
    slots().forEach((slot, j) => slot.classList.toggle("kit-selected", j === model.get("selected")));
  }

  function draw() {
    const cards = model.get("cards");
    const hadFocus = row.contains(document.activeElement);
    title.textContent = model.get("title");
    root.setAttribute("aria-label", model.get("title"));
    row.replaceChildren();
    status.textContent = "";
    current = Math.min(current, Math.max(0, cards.length - 1));
    cards.forEach((card, i) => {
      const slot = document.createElement(model.get("pickable") ? "button" : "div");
      slot.className = "kit-slot" + (card.legal ? " kit-legal" : " kit-illegal");
      slot.innerHTML = card.svg;
      slot.dataset.index = String(i);
      slot.setAttribute("aria-label", card.label);
      if (model.get("pickable")) {
        slot.type = "button";
        slot.tabIndex = i === current ? 0 : -1;
        if (!card.legal) slot.setAttribute("aria-disabled", "true");
        slot.addEventListener("click", () => { current = i; pick(i); });
        slot.addEventListener("keydown", (ev) => {
          const moves = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: cards.length - 1 };
          if (ev.key in moves) { ev.preventDefault(); moveTo(moves[ev.key]); }
        });
      }
      row.appendChild(slot);
    });
    if (cards.length === 0) row.textContent = model.get("empty_text");
    mark();
    if (hadFocus && cards.length > 0) slots()[current].focus();
  }

  model.on("change:cards", draw);
  model.on("change:selected", mark);
  model.on("change:title", draw);
  model.on("change:pickable", draw);
  draw();
}
export default { render };
