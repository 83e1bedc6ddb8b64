import type { PortfolioContent, Styling } from '../../model/content';

/** What a save sends and what "unsaved changes" compares (spec section 4). */
export type Snapshot = {
  title: string;
  description: string;
  templateId: string;
  content: PortfolioContent;
  styling: Styling;
};

export const sameSnapshot = (a: Snapshot | undefined, b: Snapshot | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

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
  if (JSON.stringify(mine.styling) !== JSON.stringify(theirs.styling))
    found.push({ what: 'Styling', detail: 'colours or fonts differ' });
  const theirSections = new Map(theirs.content.sections.map((section) => [section.id, section]));
  const mySections = new Map(mine.content.sections.map((section) => [section.id, section]));
  for (const section of mine.content.sections) {
    const other = theirSections.get(section.id);
    if (!other) found.push({ what: `Section “${section.type}”`, detail: 'only in your version' });
    else if (JSON.stringify(other) !== JSON.stringify(section)) {
      const fields = Object.keys({ ...section.content, ...other.content }).filter(
        (key) => JSON.stringify(section.content[key]) !== JSON.stringify(other.content[key]),
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
