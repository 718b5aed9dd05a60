import {
  eventTable,
  walkStates,
  type MachineModel,
  type StateModel,
} from '../../src/lib/machine-model';

// Words Mermaid's state-diagram grammar reads as keywords, never usable as a bare state id.
const RESERVED = new Set([
  'end',
  'state',
  'note',
  'direction',
  'class',
  'classDef',
  'style',
  'click',
]);

export function mermaidId(path: string): string {
  const id = path.replace(/[^A-Za-z0-9_]/g, '_');
  return RESERVED.has(id) ? `${id}_` : id;
}

/**
 * Mermaid cannot draw an arrow between states inside different composite states, so an arrow
 * is drawn between the two states that contain its ends at their closest common level, and the
 * label names the real source and target.
 */
export function placeEdge(source: string, target: string) {
  const s = source ? source.split('.') : [];
  const t = target ? target.split('.') : [];
  let level = 0;
  const max = Math.min(s.length, t.length) - 1;
  while (level < max && s[level] === t[level]) level += 1;
  const from = s.slice(0, level + 1).join('.');
  const to = t.slice(0, level + 1).join('.');
  return {
    block: s.slice(0, level).join('.'),
    from,
    to,
    liftedFrom: from !== source,
    liftedTo: to !== target,
  };
}

type Blocks = Map<string, string[]>;

function addTransitions(blocks: Blocks, state: StateModel) {
  for (const t of state.transitions) {
    for (const target of t.targets.length ? t.targets : [state.path]) {
      if (!state.path) continue; // machine-wide handlers become a note (see toMermaid)
      const edge = placeEdge(state.path, target);
      const detail = [
        ...(edge.liftedFrom ? [`from ${state.path}`] : []),
        ...(edge.liftedTo ? [`to ${target}`] : []),
      ];
      const label = detail.length ? `${t.label} (${detail.join(', ')})` : t.label;
      const lines = blocks.get(edge.block) ?? [];
      lines.push(`${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${label}`);
      blocks.set(edge.block, lines);
    }
  }
}

/** Emits the children of `parent` (declarations, nested blocks, then the arrows of this level). */
function emitChildren(parent: StateModel, indent: string, lines: string[], blocks: Blocks) {
  if (parent.initial) lines.push(`${indent}[*] --> ${mermaidId(parent.initial)}`);
  parent.children.forEach((child, index) => {
    const id = mermaidId(child.path);
    if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    if (id !== child.key) lines.push(`${indent}state "${child.key}" as ${id}`);
    const notes = [
      ...child.invokes.map((inv) => `invoke ${describeInvoke(inv)}`),
      ...child.runs.map((id) => `runs ${id} (loaded on demand)`),
      ...(child.tags.length ? [`tags: ${child.tags.join(', ')}`] : []),
    ];
    if (child.children.length) {
      lines.push(`${indent}state ${id} {`);
      emitChildren(child, `${indent}  `, lines, blocks);
      lines.push(`${indent}}`);
      for (const note of notes) lines.push(`${indent}note right of ${id} : ${note}`);
    } else {
      for (const note of notes) lines.push(`${indent}${id} : ${note}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  });
  for (const line of blocks.get(parent.path) ?? []) lines.push(`${indent}${line}`);
}

/** A Mermaid stateDiagram-v2 of the whole machine, nested states as composite states. */
export function toMermaid(model: MachineModel): string {
  const blocks: Blocks = new Map();
  for (const state of walkStates(model.root)) addTransitions(blocks, state);
  const lines = ['stateDiagram-v2'];
  emitChildren(model.root, '  ', lines, blocks);
  // Handlers on the machine itself apply in every state; Mermaid has no node to draw them from.
  const first = model.root.initial ?? model.root.children[0]?.path;
  for (const t of model.root.transitions) {
    if (!first) break;
    const to = t.targets.length ? ` → ${t.targets.join(', ')}` : '';
    lines.push(`  note left of ${mermaidId(first)} : in any state, ${t.label}${to}`);
  }
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|') || ' ';
const code = (text: string) => (text ? `\`${text}\`` : ' ');
const list = (items: string[]) => items.map(code).join(', ') || '—';
const displayPath = (path: string) => path || '(machine)';

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

/** The markdown for one machine: diagram, states, events, actor outcomes and timers. */
export function machineSection(model: MachineModel, heading: string): string {
  const states = [...walkStates(model.root)].filter((s) => s.path);
  const automatic = [...walkStates(model.root)].flatMap((s) =>
    s.transitions
      .filter((t) => t.kind !== 'event')
      .map((t) => [
        code(displayPath(s.path)),
        t.label,
        list(t.targets.length ? t.targets : [s.path]),
      ]),
  );
  return [
    heading,
    '',
    '```mermaid',
    toMermaid(model),
    '```',
    '',
    ...(model.root.invokes.length
      ? [
          `For the machine's whole life it runs: ${list(model.root.invokes.map(describeInvoke))}.`,
          '',
        ]
      : []),
    'States:',
    '',
    ...table(
      ['State', 'Kind', 'Tags', 'Invokes'],
      states.map((s) => [code(s.path), s.type, list(s.tags), list(s.invokes.map(describeInvoke))]),
    ),
    '',
    'Events and the states that accept them:',
    '',
    ...table(
      ['Event', 'Accepted in', 'Guards'],
      eventTable(model).map((row) => [code(row.event), list(row.acceptedIn), list(row.guards)]),
    ),
    '',
    ...(automatic.length
      ? [
          'Automatic transitions (actor results, timers, eventless):',
          '',
          ...table(['From', 'When', 'To'], automatic),
          '',
        ]
      : []),
  ].join('\n');
}

function describeInvoke(inv: { id: string; src: string }): string {
  return inv.id === inv.src ? inv.src : `${inv.src} (id ${inv.id})`;
}

export interface FlowMachines {
  flow: string;
  /** Repository-relative path of the machine file. */
  file: string;
  models: MachineModel[];
}

/** docs/machines/<flow>.md */
export function flowDoc({ flow, file, models }: FlowMachines): string {
  const sections = models.map((model) =>
    machineSection(
      model,
      models.length > 1 ? `## Machine \`${model.id}\`` : `Machine id: \`${model.id}\``,
    ),
  );
  return [
    `# ${flow} flow`,
    '',
    `Generated by \`npm run diagrams\` from [\`${file}\`](../../${file}); do not edit by hand.`,
    '',
    ...sections,
  ].join('\n');
}
