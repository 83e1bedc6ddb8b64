import type { CaseStudy } from '../../model/case-study';
import type { PortfolioContent, Styling } from '../../model/content';
import type { SectionChanges } from '../../model/draft-changes';

/** What a save sends and what "unsaved changes" compares (spec section 4). */
export type Snapshot = {
  title: string;
  description: string;
  templateId: string;
  content: PortfolioContent;
  styling: Styling;
};

/**
 * Equal as JSON, whatever the order of their keys: the server's JSON keeps an order of its own, and
 * the canvas lists a section's fields in its template's order.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // A key holding undefined is no key at all in JSON.
  const keys = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => record[key] !== undefined);
  const leftKeys = keys(left);
  return (
    leftKeys.length === keys(right).length &&
    leftKeys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

export const sameSnapshot = (a: Snapshot | undefined, b: Snapshot | undefined) => sameJson(a, b);

export type Difference = { what: string; detail: string };

/** What differs between two versions of a portfolio, in words a designer reads at a glance. */
export function differences(mine: Snapshot, theirs: Snapshot): Difference[] {
  const found: Difference[] = [];
  if (mine.title !== theirs.title)
    found.push({ what: 'Title', detail: `“${mine.title}” here, “${theirs.title}” on the server` });
  if (mine.description !== theirs.description)
    found.push({ what: 'Description', detail: 'changed in both places' });
  if (mine.templateId !== theirs.templateId)
    found.push({
      what: 'Template',
      detail: `${mine.templateId} here, ${theirs.templateId} on the server`,
    });
  if (!sameJson(mine.styling, theirs.styling))
    found.push({ what: 'Styling', detail: 'colours or fonts differ' });
  const theirSections = new Map(theirs.content.sections.map((section) => [section.id, section]));
  const mySections = new Map(mine.content.sections.map((section) => [section.id, section]));
  for (const section of mine.content.sections) {
    const other = theirSections.get(section.id);
    if (!other) found.push({ what: `Section “${section.type}”`, detail: 'only in your version' });
    else if (!sameJson(other, section)) {
      const fields = Object.keys({ ...section.content, ...other.content }).filter(
        (key) => !sameJson(section.content[key], other.content[key]),
      );
      found.push({
        what: `Section “${section.type}”`,
        detail: fields.length
          ? `differs in ${fields.join(', ')}`
          : section.hidden !== other.hidden
            ? 'shown in one, hidden in the other'
            : 'differs',
      });
    }
  }
  for (const section of theirs.content.sections) {
    if (!mySections.has(section.id))
      found.push({ what: `Section “${section.type}”`, detail: 'only on the server' });
  }
  const order = (snapshot: Snapshot) =>
    snapshot.content.sections.map((section) => section.id).join();
  if (found.length === 0 && order(mine) !== order(theirs))
    found.push({ what: 'Section order', detail: 'differs' });
  return found;
}

/** What differs between two versions of a case study: its fields, by name, as for a section. */
export function caseStudyDifferences(mine: CaseStudy, theirs: CaseStudy): Difference[] {
  const fields = (Object.keys({ ...mine, ...theirs }) as Array<keyof CaseStudy>).filter(
    (key) => !sameJson(mine[key], theirs[key]),
  );
  return [
    { what: 'Case study', detail: fields.length ? `differs in ${fields.join(', ')}` : 'differs' },
  ];
}

/**
 * What `mine` changes of the saved sections: the new order, and each section that is new or differs
 * in full. Undefined when the document's head differs (its format or template version): then the
 * whole content is sent.
 */
export function changesOfSections(
  saved: PortfolioContent,
  mine: PortfolioContent,
): SectionChanges | undefined {
  if (saved.version !== mine.version || saved.templateVersion !== mine.templateVersion)
    return undefined;
  const before = new Map(saved.sections.map((section) => [section.id, section]));
  return {
    order: mine.sections.map((section) => section.id),
    changed: mine.sections.filter((section) => !sameJson(before.get(section.id), section)),
  };
}
