import type { TemplateDefinition } from './types';

/**
 * Templates by id and alias. The first registered one is the default unless another is named. A
 * name clash never stops the app: the clashing name is left out and `problems` says which and why.
 */
export class TemplateRegistry {
  private byId = new Map<string, TemplateDefinition>();
  private byName = new Map<string, TemplateDefinition>();
  /** What could not be registered as written, one sentence each, naming both templates. */
  readonly problems: string[] = [];

  constructor(private defaultId?: string) {}

  register(template: TemplateDefinition): this {
    const idOwner = this.byName.get(template.id.toLowerCase());
    if (idOwner) {
      this.problems.push(
        `The template id "${template.id}" is already used by ${idOwner.id}: ${template.id} was not registered. Choose another id in templates/${template.id}/index.tsx.`,
      );
      return this;
    }
    this.byId.set(template.id, template);
    this.byName.set(template.id.toLowerCase(), template);
    for (const alias of template.aliases) {
      const owner = this.byName.get(alias.toLowerCase());
      if (owner)
        this.problems.push(
          `The alias "${alias}" of ${template.id} is already used by ${owner.id}: it still opens ${owner.id}. Remove it from ${template.id}'s aliases in templates/${template.id}/index.tsx.`,
        );
      else this.byName.set(alias.toLowerCase(), template);
    }
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
