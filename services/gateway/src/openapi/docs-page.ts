import { escapeHtml } from '@yayasan/service-kit/html';
import { isJson, type Json, type MergedDocument } from './merge';

/** The entries of an OpenAPI map (content types, responses) whose values are objects. */
const entriesOf = (value: unknown): [string, Json][] =>
  isJson(value) ? Object.entries(value).filter((entry): entry is [string, Json] => isJson(entry[1])) : [];

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

/** A schema as indented JSON, its references to shared schemas linked to them further down the page. */
const pre = (value: unknown) =>
  `<pre>${escapeHtml(JSON.stringify(value, null, 2)).replace(
    /&quot;#\/components\/schemas\/([^&]+)&quot;/g,
    (_match, name: string) => `&quot;<a href="#schema-${name}">#/components/schemas/${name}</a>&quot;`,
  )}</pre>`;
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

function parametersTable(parameters: Json[]): string {
  if (!parameters.length) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td>${code(String(p.name))}</td><td>${escapeHtml(String(p.in))}</td>` +
      `<td>${p.required ? 'ya' : 'tidak'}</td><td>${pre(p.schema ?? {})}</td></tr>`,
  );
  return `<h4>Parameter</h4><table><thead><tr><th>nama</th><th>di</th><th>wajib</th><th>skema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function contentOf(holder: Json | undefined): string {
  return entriesOf(holder?.content)
    .map(([type, media]) => `<p>${code(type)}</p>${pre(media.schema ?? {})}`)
    .join('');
}

function operationBlock(path: string, method: string, operation: Json): string {
  const title = operation.summary ?? operation.description;
  const summary = typeof title === 'string' ? title : undefined;
  const responses = entriesOf(operation.responses)
    .map(([status, response]) => `<dt>${escapeHtml(status)}</dt><dd>${contentOf(response) || '<p>tanpa isi</p>'}</dd>`)
    .join('');
  const body = isJson(operation.requestBody) ? operation.requestBody : undefined;
  return (
    `<details><summary><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> ` +
    `${code(path)}${summary ? ` — ${escapeHtml(summary)}` : ''}</summary>` +
    parametersTable(Array.isArray(operation.parameters) ? operation.parameters.filter(isJson) : []) +
    (body ? `<h4>Isi permintaan</h4>${contentOf(body)}` : '') +
    `<h4>Jawaban</h4><dl>${responses}</dl></details>`
  );
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1d2733}
details{border:1px solid #d5dbe3;border-radius:6px;margin:.4rem 0;padding:.3rem .7rem}summary{cursor:pointer}
pre{background:#f4f6f9;padding:.5rem;overflow:auto;font-size:13px;margin:.2rem 0}
table{border-collapse:collapse}td,th{border:1px solid #d5dbe3;padding:.2rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#1f6f3f}.post{color:#1d4f91}
.put,.patch{color:#8a5a00}.delete{color:#a11d2b}.warning{background:#fff4d6;padding:.5rem}`;

/**
 * The merged OpenAPI document as a plain page: operations by service, each with its parameters,
 * request body and answers, then the shared schemas. Server-rendered with no script at all, so it runs
 * under the site's Content-Security-Policy unchanged.
 */
export function renderDocsPage(document: MergedDocument, documentUrl: string): string {
  const { info, paths } = document;
  const tags = document.tags.map((t) => t.name);
  const unavailable = document['x-unavailable-services'] ?? [];
  const servers = document.servers.map((s) => code(s.url)).join(', ');

  const sections = tags.map((tag) => {
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags.includes(tag))
        .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
        .map(([method, operation]) => operationBlock(path, method, operation)),
    );
    return `<section id="${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`;
  });
  const schemas = Object.entries(document.components.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<details id="schema-${escapeHtml(name)}"><summary>${code(name)}</summary>${pre(schema)}</details>`,
    )
    .join('');

  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(info.title)}</h1>
<p>${escapeHtml(info.description ?? '')}</p>
<p>Server: ${servers} · dokumen OpenAPI: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p>
${unavailable.length ? `<p class="warning">Belum terbaca (layanan tidak menjawab): ${unavailable.map(escapeHtml).join(', ')}</p>` : ''}
<nav><ul>${tags.map((t) => `<li><a href="#${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('')}${schemas ? '<li><a href="#schemas">skema</a></li>' : ''}</ul></nav>
${sections.join('\n')}
${schemas ? `<section id="schemas"><h2>Skema</h2>${schemas}</section>` : ''}
</body>
</html>
`;
}
