/*
 * A small LODAS ASCII parser of its own for the tests: it knows the format's
 * documented rules (sections, key=value lines, record descriptions, one
 * movement line per record with as many fields as its description), not the
 * generator's code, so a generator bug does not hide in both.
 */

export type ParsedLodas = {
  sections: string[];
  general: Map<string, string>;
  /** Record number → its table and field names. */
  records: Map<string, { table: string; fields: string[] }>;
  /** Movement lines as record number and fields. */
  movements: { record: string; fields: string[] }[];
  comments: string[];
};

export function parseLodas(bytes: Uint8Array): ParsedLodas {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.endsWith('\r\n')) throw new Error('file does not end with CRLF');
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) throw new Error('line end other than CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  const parsed: ParsedLodas = {
    sections: [],
    general: new Map(),
    records: new Map(),
    movements: [],
    comments: [],
  };
  let section = '';
  for (const line of lines) {
    if (line === '') continue;
    const head = /^\[(\w+)\]$/.exec(line);
    if (head) {
      section = head[1] ?? '';
      parsed.sections.push(section);
      continue;
    }
    const commentSign = parsed.general.get('Kommentarzeichen');
    if (commentSign && line.startsWith(commentSign)) {
      parsed.comments.push(line);
      continue;
    }
    const separator = parsed.general.get('Feldtrennzeichen') ?? ';';
    if (section === 'Allgemein') {
      const match = /^(\w+)=(.*)$/.exec(line);
      if (!match) throw new Error(`not key=value in [Allgemein]: ${line}`);
      parsed.general.set(match[1] ?? '', match[2] ?? '');
    } else if (section === 'Satzbeschreibung') {
      if (!line.endsWith(separator))
        throw new Error(`record description without final separator: ${line}`);
      const [record, table, ...fields] = line.slice(0, -1).split(separator);
      if (!record || !/^\d+$/.test(record) || !table) throw new Error(`bad description: ${line}`);
      if (!fields.every((field) => /^[a-z_]+#(?:bwd|psd)$/.test(field))) {
        throw new Error(`bad field name in: ${line}`);
      }
      parsed.records.set(record, { table, fields });
    } else if (section === 'Bewegungsdaten') {
      if (!line.endsWith(separator)) throw new Error(`movement without final separator: ${line}`);
      const [record, ...fields] = line.slice(0, -1).split(separator);
      const description = parsed.records.get(record ?? '');
      if (!description) throw new Error(`movement of an undescribed record: ${line}`);
      if (fields.length !== description.fields.length) {
        throw new Error(
          `field count ${String(fields.length)} ≠ ${String(description.fields.length)}: ${line}`,
        );
      }
      parsed.movements.push({ record: record ?? '', fields });
    } else {
      throw new Error(`line outside a section: ${line}`);
    }
  }
  return parsed;
}
