import {
  CONTRACT_PATH,
  TESTING_TAG,
  contractOperations,
  loadContract,
  type ContractDocument,
  type JsonSchema,
  type MediaType,
  type Operation,
} from '@/test/contract';

/**
 * The API reference as one static HTML page, readable offline: no script, no fonts, no request
 * of its own. The app's flow inspector links to it, and the README.
 */
export const DOCS_PATH = 'docs/api/index.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `code` and **bold** in one line of text that is already escaped. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/**
 * The Markdown the contract's descriptions use: paragraphs, '## ' headings (written as
 * `<h{headingLevel}>`), and '- ' lists whose items may run over several lines.
 */
export function markdown(text: string, headingLevel = 3): string {
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const heading = /^#{1,6}\s+(.*)$/.exec(block.trim());
      if (heading) return `<h${headingLevel}>${inline(heading[1]!)}</h${headingLevel}>`;
      if (/^\s*- /.test(block)) {
        const items = block
          .split(/\n(?=\s*- )/)
          .map((item) => item.replace(/^\s*- /, '').replace(/\s*\n\s*/g, ' '));
        return `<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(block.replace(/\s*\n\s*/g, ' '))}</p>`;
    })
    .join('\n');
}

const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');
const schemaLink = (ref: string) =>
  `<a href="#schema-${schemaName(ref)}"><code>${schemaName(ref)}</code></a>`;

/** A schema in a few words: its type (or the schema it refers to) and its constraints. */
function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schemaLink(schema.$ref);
  if (Array.isArray(schema.allOf)) {
    return `all of ${(schema.allOf as JsonSchema[]).map((part) => typeLabel(part)).join(', ')}`;
  }
  const parts = [`<code>${escapeHtml(String(schema.type ?? 'any'))}</code>`];
  if (schema.format) parts.push(`format <code>${escapeHtml(String(schema.format))}</code>`);
  if (schema.pattern) parts.push(`pattern <code>${escapeHtml(String(schema.pattern))}</code>`);
  if (schema.minLength !== undefined) parts.push(`at least ${String(schema.minLength)} long`);
  if ('const' in schema)
    parts.push(`always <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  if (Array.isArray(schema.enum)) {
    parts.push(
      `one of ${schema.enum.map((v) => `<code>${escapeHtml(String(v))}</code>`).join(', ')}`,
    );
  }
  return parts.join(', ');
}

function propertiesTable(schema: JsonSchema): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${typeLabel(property)}</td>` +
      `<td>${required.has(name) ? 'required' : 'optional'}</td>` +
      `<td>${property.description ? markdown(String(property.description)) : ''}</td></tr>`,
  );
  if (!rows.length) return '';
  return (
    '<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th>' +
    '<th scope="col">Presence</th><th scope="col">Meaning</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

function schemaSection(name: string, schema: JsonSchema): string {
  const closed =
    schema.additionalProperties === false || schema.unevaluatedProperties === false
      ? '<p class="note">No other fields.</p>'
      : '';
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
  const body = parts
    .map((part) =>
      part.$ref
        ? `<p>Everything in ${schemaLink(String(part.$ref))}, and:</p>`
        : part.type === 'object'
          ? propertiesTable(part)
          : `<p>${typeLabel(part)}</p>`,
    )
    .join('');
  const examples = Array.isArray(schema.examples)
    ? `<p>For example ${schema.examples.map((e) => `<code>${escapeHtml(JSON.stringify(e))}</code>`).join(', ')}.</p>`
    : '';
  return (
    `<section class="schema" id="schema-${name}" aria-labelledby="schema-${name}-title">` +
    `<h3 id="schema-${name}-title"><code>${name}</code></h3>` +
    `${schema.description ? markdown(String(schema.description)) : ''}${body}${closed}${examples}</section>`
  );
}

function examplesOf(media: MediaType | undefined): { title: string; value: unknown }[] {
  if (!media) return [];
  if (media.example !== undefined) return [{ title: 'Example', value: media.example }];
  return Object.values(media.examples ?? {}).map((example) => ({
    title: example.summary ?? 'Example',
    value: example.value,
  }));
}

function exampleBlocks(media: MediaType | undefined): string {
  return examplesOf(media)
    .map(
      ({ title, value }) =>
        `<figure><figcaption>${escapeHtml(title)}</figcaption>` +
        `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre></figure>`,
    )
    .join('');
}

function securityText(contract: ContractDocument, operation: Operation): string {
  const requirements = operation.security ?? [];
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
  if (!schemes.length) return '<p class="note">No authentication.</p>';
  const optional = requirements.some((requirement) => Object.keys(requirement).length === 0);
  const names = schemes
    .map((scheme) => {
      const { type, scheme: httpScheme, name } = contract.components.securitySchemes[scheme] ?? {};
      const how =
        type === 'http'
          ? `Authorization: ${httpScheme === 'bearer' ? 'Bearer' : httpScheme} …`
          : `${name}: …`;
      return `<a href="#security-${scheme}"><code>${escapeHtml(how)}</code></a>`;
    })
    .join(' or ');
  return `<p class="note">${optional ? 'Optional: ' : 'Needs '}${names}.</p>`;
}

function operationSection(contract: ContractDocument, operation: Operation): string {
  const id = `operation-${operation.operationId}`;
  const parameters = operation.parameters?.length
    ? '<h4>Query parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">Type</th>' +
      '<th scope="col">Presence</th><th scope="col">Meaning</th></tr></thead><tbody>' +
      operation.parameters
        .map(
          (parameter) =>
            `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th>` +
            `<td>${typeLabel(parameter.schema)}</td><td>${parameter.required ? 'required' : 'optional'}</td>` +
            `<td>${markdown(parameter.description ?? '')}</td></tr>`,
        )
        .join('') +
      '</tbody></table>'
    : '';
  const requestMedia = operation.requestBody?.content['application/json'];
  const request = requestMedia
    ? `<h4>Request body (JSON)</h4><p>${typeLabel(requestMedia.schema)}</p>${exampleBlocks(requestMedia)}`
    : '';
  const responses = Object.entries(operation.answers)
    .map(([status, answer]) => {
      const media = answer.content?.['application/json'];
      return (
        `<div class="response"><h5><span class="status status-${status[0]}xx">${status}</span> ` +
        `${media ? typeLabel(media.schema) : 'no body'}</h5>${markdown(answer.description)}` +
        `${exampleBlocks(media)}</div>`
      );
    })
    .join('');
  return (
    `<section class="operation" id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method method-${operation.method.toLowerCase()}">${operation.method}</span> ` +
    `<code>${escapeHtml(operation.path)}</code></h3>` +
    `<p class="summary">${inline(operation.summary)}</p>${markdown(operation.description, 4)}` +
    `${securityText(contract, operation)}${parameters}${request}<h4>Answers</h4>${responses}</section>`
  );
}

const STYLE = `
:root { color-scheme: light; --ink: #1a1b1e; --muted: #495057; --line: #dee2e6; --soft: #f1f3f5;
  --accent: #1864ab; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; color: var(--ink); line-height: 1.5; }
a { color: var(--accent); }
header { padding: 1.5rem 2rem; border-bottom: 1px solid var(--line); }
header h1 { margin: 0 0 .25rem; font-size: 1.75rem; }
header p { margin: .25rem 0; color: var(--muted); }
.layout { display: grid; grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr); }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto;
  padding: 1rem 1.25rem; border-right: 1px solid var(--line); font-size: .9rem; }
nav ul { list-style: none; margin: 0 0 1rem; padding: 0; }
nav li { margin: .2rem 0; }
nav h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted);
  margin: 1rem 0 .25rem; }
main { padding: 1rem 2rem 4rem; max-width: 62rem; }
main > section { border-bottom: 1px solid var(--line); padding-bottom: 1rem; }
.operation, .schema { margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid var(--line);
  border-radius: 8px; }
.operation h3, .schema h3 { margin-top: 0; }
.summary { font-weight: 600; }
.note { color: var(--muted); }
.method { display: inline-block; min-width: 3.5rem; padding: .1rem .4rem; border-radius: 4px;
  color: #fff; font-size: .85rem; text-align: center; }
.method-get { background: #2b8a3e; }
.method-post { background: #1864ab; }
.status { display: inline-block; padding: 0 .4rem; border-radius: 4px; background: var(--soft);
  font-family: ui-monospace, monospace; }
.status-2xx { background: #d3f9d8; }
.status-4xx { background: #fff3bf; }
.status-5xx { background: #ffe3e3; }
.response { margin: .75rem 0; padding-left: .75rem; border-left: 3px solid var(--line); }
.response h5 { font-size: 1rem; margin: 0; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
pre { background: var(--soft); padding: .75rem; border-radius: 6px; overflow-x: auto; }
figure { margin: .5rem 0; }
figcaption { font-size: .85rem; color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .9rem; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: .35rem .5rem; }
td p { margin: 0; }
.tag-note { color: var(--muted); }
@media (max-width: 48rem) { .layout { display: block; } nav { position: static; max-height: none;
  border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
`;

/** The whole reference page for `contract`. */
export function renderDocs(contract: ContractDocument = loadContract()): string {
  const operations = contractOperations(contract);
  const byTag = contract.tags.map((tag) => ({
    ...tag,
    operations: operations.filter((op) => op.tags.includes(tag.name)),
  }));
  const navigation =
    `<nav aria-label="Contents"><h2>Guide</h2><ul><li><a href="#overview">Overview</a></li>` +
    `<li><a href="#security">Authentication</a></li></ul>` +
    byTag
      .map(
        (tag) =>
          `<h2>${escapeHtml(tag.name)}</h2><ul>${tag.operations
            .map(
              (op) =>
                `<li><a href="#operation-${op.operationId}">${op.method} <code>${escapeHtml(op.path)}</code></a></li>`,
            )
            .join('')}</ul>`,
      )
      .join('') +
    `<h2>Schemas</h2><ul>${Object.keys(contract.components.schemas)
      .map((name) => `<li><a href="#schema-${name}"><code>${name}</code></a></li>`)
      .join('')}</ul></nav>`;
  const security = Object.entries(contract.components.securitySchemes)
    .map(
      ([name, scheme]) =>
        `<section class="schema" id="security-${name}" aria-labelledby="security-${name}-title">` +
        `<h3 id="security-${name}-title"><code>${name}</code></h3>${markdown(scheme.description ?? '')}</section>`,
    )
    .join('');
  const tags = byTag
    .map(
      (tag) =>
        `<section id="tag-${tag.name}" aria-labelledby="tag-${tag.name}-title">` +
        `<h2 id="tag-${tag.name}-title">${escapeHtml(tag.name)}</h2>` +
        `<div class="tag-note">${markdown(tag.description)}</div>` +
        `${tag.name === TESTING_TAG ? '<p><strong>Not part of a production backend.</strong></p>' : ''}` +
        tag.operations.map((op) => operationSection(contract, op)).join('') +
        '</section>',
    )
    .join('\n');
  const schemas = Object.entries(contract.components.schemas)
    .map(([name, schema]) => schemaSection(name, schema))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(contract.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(contract.info.title)} <small>${escapeHtml(contract.info.version)}</small></h1>
<p>${inline(contract.info.summary ?? '')}</p>
<p>OpenAPI ${escapeHtml(contract.openapi)}. Generated from <code>${CONTRACT_PATH}</code> by <code>npm run docs:api</code>; do not edit.</p>
</header>
<div class="layout">
${navigation}
<main>
<section id="overview" aria-labelledby="overview-title"><h2 id="overview-title">Overview</h2>
${markdown(contract.info.description)}
</section>
<section id="security" aria-labelledby="security-title"><h2 id="security-title">Authentication</h2>
${security}
</section>
${tags}
<section id="schemas" aria-labelledby="schemas-title"><h2 id="schemas-title">Schemas</h2>
${schemas}
</section>
</main>
</div>
</body>
</html>
`;
}

/** The contents DOCS_PATH should have (the generator's entry point). */
export function renderDocsPage(): string {
  return renderDocs();
}
