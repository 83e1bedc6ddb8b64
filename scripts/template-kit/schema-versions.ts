import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TemplateDefinition } from '../../templates/types';
import { indexFile } from './files';
import { shown, type Problem } from './problems';

// A section's shape may change only with a new `version` and a migration for it: otherwise a
// document saved before the change is read with the new shape, and loses or misreads its content.
// Each template's folder keeps the shapes of its current version in schema.snapshot.json (JSON
// Schema), which the check records for a new template or a new version, and compares otherwise.

export const SCHEMA_SNAPSHOT = 'schema.snapshot.json';
type Snapshot = { version: number; sections: Record<string, unknown> };

/** The template's section shapes now, as JSON Schema. */
export function schemaSnapshot(template: TemplateDefinition): Snapshot {
  return {
    version: template.version,
    sections: Object.fromEntries(
      Object.entries(template.sections).map(([type, definition]) => [
        type,
        z.toJSONSchema(definition.schema, { unrepresentable: 'any', io: 'input' }),
      ]),
    ),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Compares the shapes with the recorded ones. With `record`, a template without a snapshot, or at a
 * newer version whose changes each have a migration, gets its snapshot (re)written.
 */
export function checkSchemaVersions(
  template: TemplateDefinition,
  folder: string,
  { record = false }: { record?: boolean } = {},
): Problem[] {
  const file = path.join(folder, SCHEMA_SNAPSHOT);
  const now = schemaSnapshot(template);
  const write = () => {
    if (record) writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
    return [];
  };
  if (!existsSync(file)) return write();
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const changed = Object.keys(now.sections).filter(
    (type) => type in recorded.sections && !same(now.sections[type], recorded.sections[type]),
  );
  const where = shown(indexFile(folder));
  if (template.version < recorded.version)
    return [
      {
        file: where,
        message: `version is ${template.version}, older than the ${recorded.version} recorded in ${SCHEMA_SNAPSHOT}`,
        fix: `Set version back to ${recorded.version} or higher: documents saved at ${recorded.version} exist.`,
      },
    ];
  if (template.version === recorded.version)
    return changed.map((type) => ({
      file: where,
      message: `the ${type} section's shape changed since version ${recorded.version} was recorded, but version is still ${recorded.version}`,
      fix: `Raise version to ${recorded.version + 1} and add a migration to the ${type} section ({ to: ${recorded.version + 1}, migrate }), so documents saved before read right; the check then records the new shape.`,
    }));
  const unmigrated = changed.filter(
    (type) =>
      !template.sections[type]!.migrations?.some(
        (step) => step.to > recorded.version && step.to <= template.version,
      ),
  );
  if (unmigrated.length > 0)
    return unmigrated.map((type) => ({
      file: where,
      message: `the ${type} section's shape changed from version ${recorded.version} to ${template.version} without a migration`,
      fix: `Add a migration to the ${type} section ({ to: ${template.version}, migrate }) that turns content of version ${recorded.version} into the new shape.`,
    }));
  return write();
}
