// A guess box's signal to the page (kit/ui/guess_box.py, GuessSignal): once the student has
// guessed or skipped, it dispatches "kit-guess-done" (bubbling) from inside the box's cell, and
// the page (kit_page.js in Voila) opens the folded answer that follows.  Nothing is shown.
function render({ model, el }) {
  el.hidden = true;
  const tell = () => {
    if (model.get("done")) {
      el.dispatchEvent(new CustomEvent("kit-guess-done", { bubbles: true, detail: { id: model.get("guess_id") } }));
    }
  };
  model.on("change:done", tell);
  window.setTimeout(tell, 0);  // a page shown again after the guess: open its answer too
}

export default { render };
