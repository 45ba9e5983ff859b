// A small DOM, enough to draw a guess box (tests/test_guesses.py): elements with ids, attributes and children.
class El {
  constructor(tag) { this.tagName = tag.toUpperCase(); this.children = []; this.attributes = {}; this.dataset = {};
    this.className = ""; this.id = ""; this.textContent = ""; this.listeners = {}; this.parent = null; }
  append(...kids) { for (const k of kids) { if (typeof k === "object") { k.parent = this; this.children.push(k); } } }
  setAttribute(name, value) { this.attributes[name] = String(value); }
  getAttribute(name) { return this.attributes[name] ?? null; }
  addEventListener(type, f) { (this.listeners[type] ||= []).push(f); }
  dispatchEvent(event) { event.target = this; for (let e = this; e; e = e.parent) { (e.listeners[event.type] || []).forEach((f) => f(event)); } }
  contains(other) { for (let e = other; e; e = e.parent) { if (e === this) { return true; } } return false; }
  querySelector() { return null; }
  focus() {}
  *all() { yield this; for (const k of this.children) { yield* k.all(); } }
}
const body = new El("body");
globalThis.document = {
  body, activeElement: body,
  createElement: (tag) => new El(tag),
  createTextNode: (text) => { const e = new El("#text"); e.textContent = text; return e; },
  getElementById: (id) => { for (const e of body.all()) { if (e.id === id) { return e; } } return null; },
};
globalThis.CustomEvent = class { constructor(type, init) { this.type = type; Object.assign(this, init); } };
globalThis.window = { setTimeout: (f) => f() };
export { El, body };

// Draw guess boxes as a page does: anywidget loads guess_box.js once per widget model (a module of
// its own each time), so each box here comes from its own import of the module.
async function draw(path, boxes) {
  const drawn = [];
  for (const [n, state] of boxes.entries()) {
    const { default: widget } = await import(`${path}?model=${n}`);
    const handlers = {};
    const model = { get: (key) => state[key], on: (event, f) => { (handlers[event] ||= []).push(f); }, send: () => {} };
    const el = new El("div");
    body.append(el);
    const heard = [];
    body.addEventListener("kit-guess-done", (event) => { if (el.contains(event.target)) { heard.push(event.detail.id); } });
    widget.render({ model, el });
    state.done = true;
    (handlers["change:done"] || []).forEach((f) => f());
    const nodes = [...el.all()];
    drawn.push({
      ids: nodes.filter((e) => e.id).map((e) => e.id),
      text: nodes.filter((e) => e.tagName === "#text" || !e.children.length).filter((e) => !e.hidden)
        .map((e) => e.textContent).join(" "),
      hidden: nodes.filter((e) => e.hidden).map((e) => [e.id, e.textContent]),
      named: nodes.filter((e) => e.getAttribute("aria-labelledby")).map((e) => [e.tagName, e.getAttribute("aria-labelledby"),
        e.getAttribute("role")]),
      labels: Object.fromEntries(nodes.filter((e) => e.id).map((e) => [e.id, e.textContent])),
      heard,
    });
  }
  return drawn;
}
export { draw };
