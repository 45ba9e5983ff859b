// A lesson's guess box (kit/ui/guess_box.py, GuessBox): one widget, drawn here.  The words come
// from Python (the catalogue, "words"); what the student does goes back as a message
// ({event: "guess", text, choice} or {event: "skip"}), and Python answers with the status line
// ("status", already escaped HTML) and "done".  Once done, the controls are switched off, the
// status line takes the focus, and the box dispatches "kit-guess-done" (bubbling), which the page
// (kit_page.js in Voila) hears to open the answer folded after the box.
//
// The lesson's paragraph just above the box asks the question: the box only names what to type
// (its label, and a line saying which number or "pick one answer").  The question itself (the
// catalogue's precise wording: which of a paragraph's questions the box takes) is in the box, hidden,
// for a screen reader only, as part of the input's (or the choices') accessible name.
//
// Every id is unique on the page: each box takes the next number of one counter kept on the page
// (anywidget loads this module once per widget model, so a counter in the module would start at 1
// for every box), and a number already taken by an element of the page is skipped.

function nextId() {
  const page = globalThis;
  let id = "";
  do {
    page.kitGuessBoxes = (page.kitGuessBoxes || 0) + 1;
    id = `kit-guess-${page.kitGuessBoxes}`;
  } while (document.getElementById(`${id}-q`) || document.getElementById(`${id}-in`));
  return id;
}

function render({ model, el }) {
  const id = nextId();
  const words = model.get("words");
  const root = document.createElement("div");
  root.className = "kit-guess-box kit-app";
  root.dataset.guess = model.get("guess_id");

  // for a screen reader only (the lesson above says it): hidden, yet its words name what refers
  // to it by aria-labelledby (an accessible name takes a hidden element's words when it names it)
  const question = document.createElement("span");
  question.className = "kit-guess-question";
  question.hidden = true;
  question.id = `${id}-q`;
  question.textContent = words.question;
  const how = document.createElement("p");
  how.className = "kit-guess-how";
  how.id = `${id}-how`;
  how.textContent = words.how;
  root.append(question);

  const controls = [];
  let input = null;
  if (model.get("kind") === "number") {
    const row = document.createElement("div");
    row.className = "kit-guess-entry";
    const label = document.createElement("label");
    label.htmlFor = `${id}-in`;
    label.id = `${id}-label`;
    label.textContent = words.label;
    input = document.createElement("input");
    input.type = "text";
    input.id = `${id}-in`;
    input.inputMode = "decimal";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("aria-labelledby", `${label.id} ${question.id}`);  // "Your guess: <the question>"
    input.setAttribute("aria-describedby", how.id);
    input.value = model.get("text");
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); send("guess"); }
    });
    row.append(label, input);
    root.append(row, how);
    controls.push(input);
  } else {
    root.append(how);  // "Your guess: pick one answer."
    const group = document.createElement("div");
    group.className = "kit-guess-choices";
    group.setAttribute("role", "radiogroup");  // named by the question; arrow keys move between the choices
    group.setAttribute("aria-labelledby", `${how.id} ${question.id}`);
    for (const [key, text] of model.get("choices")) {
      const label = document.createElement("label");
      const radio = document.createElement("input");
      radio.type = "radio";
      radio.name = `${id}-choice`;
      radio.value = key;
      radio.checked = model.get("choice") === key;
      label.append(radio, document.createTextNode(` ${text}`));
      group.append(label);
      controls.push(radio);
    }
    root.append(group);
  }

  const buttons = document.createElement("div");
  buttons.className = "kit-guess-buttons";
  const go = document.createElement("button");
  go.type = "button";
  go.className = "kit-guess-go";
  go.textContent = words.guess;
  go.addEventListener("click", () => send("guess"));
  const skip = document.createElement("button");
  skip.type = "button";
  skip.className = "kit-guess-skip";
  skip.textContent = words.skip;
  skip.addEventListener("click", () => send("skip"));
  buttons.append(go, skip);
  controls.push(go, skip);
  root.append(buttons);

  const status = document.createElement("div");
  status.className = "kit-guess-said";
  status.tabIndex = -1;
  root.append(status);
  el.append(root);

  function send(event) {
    if (model.get("done")) { return; }
    const checked = root.querySelector("input[type=radio]:checked");
    model.send({ event, text: input ? input.value : "", choice: checked ? checked.value : "" });
  }
  function show() {
    status.innerHTML = model.get("status");  // escaped by Python (catalogue words and the guess, quoted)
  }
  let told = false;
  function finish() {
    if (!model.get("done")) { return; }
    controls.forEach((control) => { control.disabled = true; });
    if (!told) {
      told = true;
      if (root.contains(document.activeElement) || document.activeElement === document.body) { status.focus(); }
      el.dispatchEvent(new CustomEvent("kit-guess-done", { bubbles: true, detail: { id: model.get("guess_id") } }));
    }
  }
  model.on("change:status", show);
  model.on("change:done", finish);
  show();
  window.setTimeout(finish, 0);  // a page shown again after the guess: its answer opens too
}

export default { render };
