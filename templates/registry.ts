import type { TemplateDefinition } from './types';

/** Templates by id and alias. The first registered one is the default unless another is named. */
export class TemplateRegistry {
  private byId = new Map<string, TemplateDefinition>();
  private byName = new Map<string, TemplateDefinition>();

  constructor(private defaultId?: string) {}

  register(template: TemplateDefinition): this {
    for (const name of [template.id, ...template.aliases]) {
      const key = name.toLowerCase();
      const owner = this.byName.get(key);
      if (owner)
        throw new Error(`Template name "${name}" of ${template.id} is already used by ${owner.id}`);
    }
    this.byId.set(template.id, template);
    for (const name of [template.id, ...template.aliases])
      this.byName.set(name.toLowerCase(), template);
    this.defaultId ??= template.id;
    return this;
  }

  /** The template an id or alias names, or undefined when none does. */
  find(id: string | null | undefined): TemplateDefinition | undefined {
    return id ? this.byName.get(id.trim().toLowerCase()) : undefined;
  }

  /** The template an id or alias names; the default one for a missing or unknown id. */
  get(id: string | null | undefined): TemplateDefinition {
    return this.find(id) ?? this.default();
  }

  /** True when the id names a template (the builder shows its select step for anything else). */
  isKnown(id: string | null | undefined): boolean {
    return this.find(id) !== undefined;
  }

  default(): TemplateDefinition {
    const template = this.defaultId ? this.byId.get(this.defaultId) : undefined;
    if (!template) throw new Error('No template is registered');
    return template;
  }

  list(): TemplateDefinition[] {
    return [...this.byId.values()];
  }
}
