// Front end of kit.ui.widgets.HandView: a row of cards that can be picked by mouse or keyboard.
//
// Accessibility follows the WAI-ARIA Authoring Practices "Toolbar" pattern with toggle buttons:
// the hand is role="toolbar" (named by its title) and a single Tab stop (roving tabindex);
// Left/Right and Home/End move between cards, Enter or Space picks.  Each card is a <button>
// whose label is the card's name and never changes; its state is aria-pressed ("true" on the
// picked card, "false" on the others), shown on screen by a raised card with a thick border
// and a tick (not by colour alone).  Illegal cards keep focus (so they are still read out) but
// carry aria-disabled="true", are dimmed and crossed out, and say why when picked.
// In the "several" selection mode (cards chosen before an action: a discard of four) the pressed
// cards are those Python marks as chosen (card.chosen), shown by the app's note under each card.
//
// Keys: inside JupyterLab the notebook's command-mode shortcuts (arrows, Enter, Space…) would
// take the keys first.  data-lm-suppress-shortcuts tells Lumino (JupyterLab's shortcut
// manager) to ignore key events from inside the hand, and the keys the hand uses stop
// propagating, so no other page-level handler sees them either.
const OWN_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Enter", " "]);

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "kit-hand";
  root.setAttribute("data-lm-suppress-shortcuts", "true");
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
    const selected = model.get("selected");
    const several = model.get("several");
    const cards = model.get("cards");
    slots().forEach((slot, j) => {
      const pressed = several ? Boolean(cards[j] && cards[j].chosen) : j === selected;
      slot.classList.toggle("kit-selected", !several && pressed);
      slot.classList.toggle("kit-chosen", several && pressed);
      if (slot.tagName === "BUTTON") slot.setAttribute("aria-pressed", pressed ? "true" : "false");
    });
  }

  // The person's turn come (a lit card where there was none), on one column (under 1000 px, a
  // phone): the table's part the hand needs beside it (an element of the board with the class
  // kit-turn-anchor: UNO's pile and colour in play) is scrolled to the top of the window when it
  // and the hand are not both in view already, so the person never scrolls between the pile and
  // the hand.  Looked at again a moment later: the board is redrawn around the hand.
  let wasTurn = false;
  function keepTheAnchorInView() {
    if (!window.matchMedia("(max-width: 999px)").matches) return;
    const main = root.closest(".kit-turn-main");
    const anchor = main && main.querySelector(".kit-turn-anchor");
    if (!anchor) return;
    const a = anchor.getBoundingClientRect(), h = root.getBoundingClientRect();
    if (a.top >= 0 && h.bottom <= window.innerHeight) return;
    anchor.scrollIntoView({ block: "start", behavior: "auto" });
  }

  function draw() {
    const cards = model.get("cards");
    const turn = model.get("pickable") && cards.some((card) => card.legal);
    if (turn && !wasTurn) {
      window.requestAnimationFrame(keepTheAnchorInView);
      window.setTimeout(keepTheAnchorInView, 400);
    }
    wasTurn = turn;
    const pickable = model.get("pickable");
    const hadFocus = row.contains(document.activeElement);
    title.textContent = model.get("title");
    root.setAttribute("role", pickable ? "toolbar" : "group");
    root.setAttribute("aria-label", model.get("title"));
    row.replaceChildren();
    status.textContent = "";
    current = Math.min(current, Math.max(0, cards.length - 1));
    cards.forEach((card, i) => {
      const slot = document.createElement(pickable ? "button" : "div");
      slot.className = "kit-slot" + (card.legal ? " kit-legal" : " kit-illegal");
      slot.innerHTML = card.svg;
      slot.dataset.index = String(i);
      slot.setAttribute("aria-label", card.label);
      if (pickable) {
        slot.type = "button";
        slot.tabIndex = i === current ? 0 : -1;
        slot.setAttribute("aria-pressed", "false");
        if (!card.legal) slot.setAttribute("aria-disabled", "true");
        slot.addEventListener("click", () => { current = i; pick(i); });
      }
      row.appendChild(slot);
    });
    if (cards.length === 0) row.textContent = model.get("empty_text");
    mark();
    if (hadFocus && cards.length > 0) slots()[current].focus();
  }

  root.addEventListener("keydown", (ev) => {
    if (!OWN_KEYS.has(ev.key) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    ev.stopPropagation();  // the notebook must not act on a key the hand uses
    const slot = ev.target.closest && ev.target.closest(".kit-slot");
    if (!slot || !model.get("pickable")) return;
    const i = parseInt(slot.dataset.index, 10);
    const n = model.get("cards").length;
    const moves = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: n - 1 };
    if (ev.key in moves) { ev.preventDefault(); moveTo(moves[ev.key]); }
    // Enter and Space: the button's own click does the pick
  });

  model.on("change:cards", draw);
  model.on("change:selected", mark);
  model.on("change:several", mark);
  model.on("change:title", draw);
  model.on("change:pickable", draw);
  draw();
}
export default { render };
