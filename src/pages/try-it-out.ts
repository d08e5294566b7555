/**
 * The docs page's script (served as /docs/assets/init.js): starts Swagger UI, and signs "Try it out"
 * requests under /v1 through the sandbox's own `POST /__admin/sign` — a sandbox-only convenience,
 * since a browser holds no TPP key. The page asks `GET /__admin/sign` first: with an adminToken and
 * no dashboard login it answers 401, and the page then sends requests unsigned (and says so).
 */
export const tryItOutScript = `"use strict";
const here = document.currentScript;
const base = here.dataset.base;
const state = document.getElementById("signing-state");
const choice = document.getElementById("sign-as");
// The headers the signing makes: with signing on the page does not ask a person for them.
const MADE = ["x-request-id", "digest", "tpp-signature-certificate"];
let signing = false;

async function probe() {
  try {
    const answer = await fetch(base + "/__admin/sign", { credentials: "same-origin" });
    if (answer.ok) {
      const { signers } = await answer.json();
      const options = signers.map((s) => new Option(s.name + " (" + s.organisationId + ")", s.tpp));
      choice.replaceChildren(...options, new Option("nobody: send unsigned", ""));
      signing = true;
      state.textContent = "on";
    } else if (answer.status === 401) {
      state.textContent = "off: this sandbox has an adminToken; log in at /__admin/ first, then reload";
    } else {
      state.textContent = "off (GET /__admin/sign answered " + answer.status + ")";
    }
  } catch (error) {
    state.textContent = "off (" + error.message + ")";
  }
  choice.disabled = !signing;
}

function relax(doc) {
  const visit = (p) => {
    if (p && p.in === "header" && MADE.includes(String(p.name).toLowerCase())) {
      p.required = false;
      p.description = "Try it out: the sandbox fills this in when it signs. " + (p.description || "");
    }
  };
  Object.values((doc.components && doc.components.parameters) || {}).forEach(visit);
  for (const item of Object.values(doc.paths || {}))
    for (const op of Object.values(item)) if (op && Array.isArray(op.parameters)) op.parameters.forEach(visit);
  return doc;
}

async function sign(request) {
  const url = new URL(request.url, location.href);
  if (!signing || !choice.value || url.origin !== new URL(base, location.href).origin || !url.pathname.startsWith("/v1/")) return request;
  if (request.body !== undefined && request.body !== null && typeof request.body !== "string")
    request.body = JSON.stringify(request.body);
  const headers = {};
  for (const [name, value] of Object.entries(request.headers || {}))
    if (value !== undefined && value !== null) headers[name] = String(value);
  const asked = { tpp: choice.value, method: request.method, path: url.pathname + url.search, headers };
  if (typeof request.body === "string" && request.body !== "") asked.body = request.body;
  const answer = await fetch(base + "/__admin/sign", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(asked),
  });
  if (!answer.ok) {
    state.textContent = "could not sign (POST /__admin/sign answered " + answer.status + "): sent unsigned";
    return request;
  }
  request.headers = (await answer.json()).headers;
  return request;
}

probe().then(async () => {
  const doc = await (await fetch(here.dataset.url)).json();
  window.ui = SwaggerUIBundle({
    spec: signing ? relax(doc) : doc,
    dom_id: "#swagger-ui",
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    validatorUrl: null,
    requestInterceptor: sign,
  });
});
`;
