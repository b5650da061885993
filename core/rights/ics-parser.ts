/**
 * A strict reader of the iCalendar files the calendar feed writes (RFC 5545), for the tests:
 * CRLF line ends only, folded lines unfolded, every line `NAME[;PARAM=V]:VALUE` no longer than
 * 75 octets, TEXT values unescaped, components balanced. It throws on anything else, so a
 * malformed feed fails its test instead of being read leniently.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

const utf8Length = (text: string): number =>
  [...text].reduce((n, c) => {
    const code = c.codePointAt(0) ?? 0;
    return n + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseIcs(source: string): IcsComponent {
  if (!source.endsWith('\r\n')) throw new Error('le fichier ne finit pas par CRLF');
  const physical = source.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('fin de ligne nue');
    if (utf8Length(line) > 75) throw new Error(`ligne de plus de 75 octets : ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('continuation sans ligne');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of lines) {
    const match = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!match) throw new Error(`ligne mal formée : ${line}`);
    const [, name, rawParams, value] = match as unknown as [string, string, string, string];
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] };
      if (stack.length > 0) stack[stack.length - 1]!.components.push(component);
      else if (root) throw new Error('deux composants racine');
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value) throw new Error(`END:${value} sans BEGIN`);
    } else {
      const open = stack[stack.length - 1];
      if (!open) throw new Error(`propriété hors composant : ${name}`);
      open.properties.push({ name, params, value });
    }
  }
  if (!root || stack.length > 0) throw new Error('composants non refermés');
  return root;
}

/** The one value of a property (throws when it is missing or repeated). */
export function prop(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${name} : ${found.length} occurrence(s)`);
  return found[0]!;
}
