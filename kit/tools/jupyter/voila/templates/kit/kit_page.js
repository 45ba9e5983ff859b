/* The kit's page guard (included by index.html.j2 into every app page, before Voila's own code).
 *
 * A page must never be blank or frozen without a word.  This script says so, with a reload
 * button, when:
 *   - the app is still not there after SLOW_MS (many students at once): "page.slow";
 *   - the page finished but an app cell came up empty (marked .kit-missing-app by the template),
 *     or a cell failed, or a widget could not be shown: "page.failed";
 *   - the kernel died or was restarted, or its connection closed for good: "page.lost".
 *   - the server closed the connection over a message too big to take (code 1009): "page.too_big".
 * It also opens and closes a lesson's folded answers (the template's .kit-reveal buttons, after a
 * guess with no guess box), and opens the answer after a guess box when the box says the guess is
 * given or skipped ("kit-guess-done"): a guess box's answer has no button of its own.
 * Nothing else ever opens an answer: not a failure of any kind (issue 33).  A page that said
 * "page.failed" once opened every answer after its guess boxes, so that the lesson could be read
 * without them; on a page whose only fault was one cell (a teacher's section that needed Dask),
 * that put "59,280 triples" right under the first guess, on every load.  Now a failed page says so
 * and its answers stay folded: each guess box gets the page's own button instead (the box may not
 * be there to open its answer), and the student asks for each answer after writing the guess.
 * The words come from the page config ("kitPage": the catalogue's page.* in the page's language).
 */
(function () {
  "use strict";
  var SLOW_MS = 20000;      // no app after this long: say the page is still working
  var MAX_MESSAGE = 10 * 1024 * 1024 - 64 * 1024;  // the server's limit (tornado: 10 MiB), less room for the envelope
  var RECONNECT_MS = 6000;  // a closed kernel connection not back after this long is lost
  var KERNEL_SOCKET = /\/api\/kernels\/[^/?]+\/channels/;
  var RESTARTED = /"execution_state"\s*:\s*"(restarting|autorestarting|dead)"/;
  var FAILED_TEXT = /There was an error when executing cell|Error displaying widget|Failed to load model/;

  var text = {};
  try { text = JSON.parse(document.getElementById("kit-page-text").textContent) || {}; } catch (e) { text = {}; }
  if (text.lang) { document.documentElement.lang = text.lang; }  // read aloud in the page's language
  var unloading = false;
  var openSockets = 0;
  var shown = "";

  function say(kind) {
    if (unloading || shown === "lost" || shown === kind || !text[kind]) { return; }
    if (!document.body) { document.addEventListener("DOMContentLoaded", function () { say(kind); }); return; }
    shown = kind;
    var box = document.querySelector(".kit-page-alert");
    if (!box) {
      box = document.createElement("div");
      box.className = "kit-page-alert";
      box.setAttribute("role", "alert");
      var message = document.createElement("p");
      var reload = document.createElement("button");
      reload.type = "button";
      reload.textContent = text.reload || "Reload";
      reload.addEventListener("click", function () { window.location.reload(); });
      box.appendChild(message);
      box.appendChild(reload);
      document.body.insertBefore(box, document.body.firstChild);
    }
    box.hidden = false;
    box.dataset.kind = kind;
    box.querySelector("p").textContent = text[kind];
  }

  function quiet(kind) {
    var box = document.querySelector(".kit-page-alert");
    if (box && shown === kind) { box.hidden = true; shown = ""; }
  }

  function finished() {
    var cells = document.getElementById("rendered_cells");
    return cells !== null && cells.style.display !== "none" && !document.getElementById("loading");
  }

  function appMissing() {
    if (document.querySelector(".kit-missing-app")) { return true; }
    var outputs = document.querySelectorAll("#rendered_cells .jp-OutputArea-output");
    for (var i = 0; i < outputs.length; i += 1) {
      if (FAILED_TEXT.test(outputs[i].textContent)) { return true; }
    }
    return false;
  }

  // The spinner's heading, in the page's language, with a progress bar: "part i of n" as Voila
  // runs the cells (the bar has no value, so it just moves, until the first cell is done).
  function loading(i, n) {
    var heading = document.getElementById("loading_text");
    if (!heading) { return; }
    var words = i && n && text.step ? text.step.replace(/\{i\}/g, i).replace(/\{n\}/g, n) : text.loading;
    if (words && heading.textContent !== words) { heading.textContent = words; }
    var bar = document.getElementById("kit-progress");
    if (!bar) {
      bar = document.createElement("progress");
      bar.id = "kit-progress";
      bar.style.width = "min(20em, 80vw)";
      heading.insertAdjacentElement("afterend", bar);
    }
    if (i && n) { bar.max = n; bar.value = i; }
    if (words) { bar.setAttribute("aria-label", words); }
  }
  window.kit_loading_text = function (cellIndex, cellCount) { loading(cellIndex, cellCount); };

  var started = Date.now();
  var checksAfterFinish = 0;
  var watch = window.setInterval(function () {
    if (!finished()) {
      var heading = document.getElementById("loading_text");
      if (heading && /^Running /.test(heading.textContent)) { loading(); }  // Voila's own English words
      if (Date.now() - started > SLOW_MS) { say("slow"); }
      return;
    }
    quiet("slow");
    if (appMissing()) { say("failed"); offerTheAnswers(); window.clearInterval(watch); return; }
    checksAfterFinish += 1;  // widgets render a moment after the page: look again for a few seconds
    if (checksAfterFinish > 20) { window.clearInterval(watch); }
  }, 500);

  // A guess's answer: the button after the guess opens (and closes again) the cells that follow it,
  // each marked by the template with a .kit-answer-mark just before it, up to the next unmarked cell.
  // After a guess box, a hidden .kit-guess-opens mark stands where the button would be.
  function answerMarks(row) {
    var marks = [];
    for (var next = row.nextElementSibling; next; next = next.nextElementSibling) {
      var answerCell = next.previousElementSibling && next.previousElementSibling.classList.contains("kit-answer-mark");
      if (next.classList.contains("kit-answer-mark")) { marks.push(next); }
      else if (!answerCell && !next.classList.contains("kit-missing-app") && !next.classList.contains("kit-reveal-row")) { break; }
    }
    return marks;
  }
  function openAnswer(row, shown) {
    answerMarks(row).forEach(function (mark) { mark.classList.toggle("kit-open", shown); });
    window.dispatchEvent(new Event("resize"));  // widgets in the opened cells take their width
  }
  function reveal(button, shown) {
    openAnswer(button.parentElement, shown);
    button.setAttribute("aria-expanded", shown ? "true" : "false");
    button.textContent = shown ? button.dataset.hide : button.dataset.show;
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button.kit-reveal");
    if (!button) { return; }
    reveal(button, button.getAttribute("aria-expanded") !== "true");
  });
  // A guess box (kit/ui/guess_box.js) says its guess is given or skipped: the answer after its cell
  // opens (the box says "the explanation is just below" and keeps the focus on what it said).
  document.addEventListener("kit-guess-done", function (event) {
    var cell = event.target;
    while (cell && cell.parentElement && !(cell.nextElementSibling && cell.nextElementSibling.classList.contains("kit-guess-opens"))) {
      cell = cell.parentElement;
    }
    var mark = cell && cell.nextElementSibling;
    if (!mark || !mark.classList.contains("kit-guess-opens")) { return; }
    var offered = mark.nextElementSibling && mark.nextElementSibling.querySelector("button.kit-reveal");
    if (offered) { reveal(offered, true); } else { openAnswer(mark, true); }
  });
  // A page whose app did not start (say("failed")): its guess boxes may not be there to open their
  // answers, which stay folded all the same (never opened by a failure: issue 33, see above).  Each
  // box's mark gets the button a guess with no box has, so the student can still ask for the answer.
  function offerTheAnswers() {
    document.querySelectorAll(".kit-guess-opens").forEach(function (mark) {
      var next = mark.nextElementSibling;
      if (next && next.classList.contains("kit-reveal-row")) { return; }
      var row = document.createElement("div");
      row.className = "kit-reveal-row";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "kit-reveal";
      button.setAttribute("aria-expanded", "false");
      button.dataset.show = text.show_answer || "Show the answer";
      button.dataset.hide = text.hide_answer || "Hide the answer";
      button.textContent = button.dataset.show;
      row.appendChild(button);
      mark.insertAdjacentElement("afterend", row);
    });
  }

  // A page that is only an app (no heading of its own): when the app's language switch changes,
  // the page is in that language, so the page's language (read aloud) and the link to the other
  // edition at its top follow: the link always offers the language the app is not in.
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".widget-toggle-buttons button");
    if (!button || document.querySelector("#rendered_cells h1")) { return; }
    window.setTimeout(function () { followSwitch(button.parentElement); }, 0);
  });
  function followSwitch(group) {
    var active = group.querySelector("button.mod-active");
    var chosen = active ? { "Italiano": "it", "English": "en" }[active.textContent.trim()] : null;
    var link = document.querySelector("#rendered_cells a[href^='../it/'], #rendered_cells a[href^='../en/']");
    if (!chosen || !link) { return; }
    var other = chosen === "it" ? "en" : "it";
    document.documentElement.lang = chosen;
    link.textContent = text["edition_" + other] || link.textContent;
    link.setAttribute("href", link.getAttribute("href").replace(/^\.\.\/(it|en)\//, "../" + other + "/"));
    link.setAttribute("hreflang", other);
  }

  // Claim the page's kernel as soon as its id is on the page (Voila writes it before the first
  // cell runs): make app stops a kernel that no page claims or connects to within a minute (a
  // GET that was not a browser), never one whose page is still loading on a slow device.
  function claimKernel() {
    var config = document.getElementById("jupyter-config-data");
    if (!config) { return false; }
    try {
      var data = JSON.parse(config.textContent);
      if (data.kernelId) {
        // with the _xsrf cookie's token, as JupyterLab sends it: a JupyterHub user's server
        // refuses (403) a cookie-authenticated API request without it
        var xsrf = document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/);
        fetch((data.baseUrl || "/") + "api/kernels/" + data.kernelId,
              { credentials: "same-origin", cache: "no-store",
                headers: xsrf ? { "X-XSRFToken": decodeURIComponent(xsrf[1]) } : {} })
          .catch(function () { return null; });
      }
    } catch (e) { /* no config: nothing to claim */ }
    return true;
  }
  if (!claimKernel()) {
    var claimTimer = window.setInterval(function () {
      if (claimKernel()) { window.clearInterval(claimTimer); }
    }, 200);
  }

  window.addEventListener("beforeunload", function () { unloading = true; });
  window.addEventListener("pagehide", function () { unloading = true; });

  // Watch the kernel's connection: Voila's code opens it through window.WebSocket.
  var NativeWebSocket = window.WebSocket;
  function decode(data) {
    if (typeof data === "string") { return data; }
    if (data instanceof ArrayBuffer) { return new TextDecoder().decode(data); }
    return "";
  }
  function KitWebSocket(url, protocols) {
    var socket = protocols === undefined ? new NativeWebSocket(url) : new NativeWebSocket(url, protocols);
    if (KERNEL_SOCKET.test(String(url))) {
      // A message over the server's limit (a huge paste into a box) would make the server close
      // the connection, and the message would be lost anyway: it is not sent, and the page says so.
      var send = socket.send.bind(socket);
      socket.send = function (data) {
        var size = typeof data === "string" ? data.length : (data.byteLength || data.size || 0);
        if (typeof data === "string" && size * 3 > MAX_MESSAGE) { size = new Blob([data]).size; }
        if (size > MAX_MESSAGE) { say("too_big"); return; }
        send(data);
      };
      socket.addEventListener("open", function () { openSockets += 1; });
      socket.addEventListener("message", function (event) {
        if (RESTARTED.test(decode(event.data))) { say("lost"); }
      });
      socket.addEventListener("close", function (event) {
        openSockets = Math.max(0, openSockets - 1);
        // 1009: the server refused a message over its size limit (tornado's 10 MiB: a huge paste
        // into a box) and closed the connection; it reopens at once, but that message is lost
        if (event && event.code === 1009) { say("too_big"); }
        window.setTimeout(function () { if (openSockets === 0) { say("lost"); } }, RECONNECT_MS);
      });
    }
    return socket;
  }
  KitWebSocket.prototype = NativeWebSocket.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name) { KitWebSocket[name] = NativeWebSocket[name]; });
  window.WebSocket = KitWebSocket;
}());
