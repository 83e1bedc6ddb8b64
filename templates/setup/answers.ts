// The wizard's answers as kept on the device: none yet, restored after a reload or another
// template, and the identity they give.
import { ownValue } from '../../model/own';
import { IDENTITY_FIELDS, type Identity } from '../identity';
import { setPath } from '../paths';
import { newId } from '../shared/fields';
import type { TemplateDefinition } from '../types';
import { capitalize, setupSteps } from './steps';
import type { SetupItem, SetupListQuestion, SetupValues } from './types';

/** An item of a list with every question unanswered. */
export function emptyItem(list: SetupListQuestion): SetupItem {
  const item: SetupItem = { id: newId(list.itemLabel.replace(/[^a-z0-9]+/gi, '-') || 'item') };
  for (const field of list.fields) item[field.path] = '';
  return item;
}

/** Nothing answered yet: one empty item per list, one row per site the template links to. */
export function emptyAnswers(template: TemplateDefinition): SetupValues {
  const values: SetupValues = { identity: {}, socials: [], sections: {}, lists: {} };
  for (const step of setupSteps(template)) {
    for (const question of step.identity) {
      if (question.field === 'socials') {
        const platforms = question.platforms?.length ? question.platforms : [''];
        values.socials = platforms.map((platform) => ({ id: newId('link'), platform, url: '' }));
      } else values.identity[question.field] = '';
    }
    let section: Record<string, unknown> = {};
    for (const field of step.fields) section = setPath(section, field.path, '');
    values.sections[step.type] = section;
    values.lists[step.type] = Object.fromEntries(
      step.lists.map((list) => [list.path, [emptyItem(list)]]),
    );
  }
  if (values.socials.length === 0) values.socials = [{ id: newId('link'), platform: '', url: '' }];
  return values;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function mergeAnswers(base: Record<string, unknown>, over: unknown): Record<string, unknown> {
  if (!isRecord(over)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isRecord(value)) merged[key] = mergeAnswers(isRecord(base[key]) ? base[key] : {}, value);
    else if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

export const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The answers for a template, given earlier ones (a reload, or another template chosen mid-setup):
 * every earlier answer is kept, and the new template's questions read those filed the same way
 * (identity by field, sections by type and path). Anything malformed is left out.
 */
export function answersFor(template: TemplateDefinition, earlier?: unknown): SetupValues {
  const fresh = emptyAnswers(template);
  if (!isRecord(earlier)) return fresh;
  const identity = { ...fresh.identity };
  if (isRecord(earlier.identity))
    for (const field of IDENTITY_FIELDS) {
      const value = ownValue(earlier.identity, field);
      if (field !== 'socials' && typeof value === 'string') identity[field] = value;
    }
  const rows = Array.isArray(earlier.socials)
    ? earlier.socials.filter(isRecord).map((row) => ({
        id: typeof row.id === 'string' && row.id ? row.id : newId('link'),
        platform: typeof row.platform === 'string' ? row.platform : '',
        url: typeof row.url === 'string' ? row.url : '',
      }))
    : [];
  const socials = rows.some((row) => hasText(row.url)) ? rows : fresh.socials;
  const sections = mergeAnswers(fresh.sections, earlier.sections) as SetupValues['sections'];
  const lists: SetupValues['lists'] = { ...fresh.lists };
  const steps = setupSteps(template);
  if (isRecord(earlier.lists))
    for (const [type, byPath] of Object.entries(earlier.lists)) {
      if (!isRecord(byPath) || type === '__proto__') continue;
      const step = steps.find((candidate) => candidate.type === type);
      const kept: Record<string, SetupItem[]> = { ...ownValue(fresh.lists, type) };
      for (const [path, items] of Object.entries(byPath)) {
        if (!Array.isArray(items) || path === '__proto__') continue;
        const list = step?.lists.find((candidate) => candidate.path === path);
        const read = items.filter(isRecord).map((item) => {
          const next: SetupItem = {
            id: typeof item.id === 'string' && item.id ? item.id : newId('item'),
          };
          for (const [key, value] of Object.entries(item))
            if (key !== 'id' && typeof value === 'string') next[key] = value;
          for (const field of list?.fields ?? []) next[field.path] ??= '';
          return next;
        });
        const given = read.filter((item) =>
          Object.entries(item).some(([key, value]) => key !== 'id' && hasText(value)),
        );
        if (given.length > 0 || !list) kept[path] = read;
      }
      lists[type] = kept;
    }
  return { identity, socials, sections, lists };
}

/** "https://www.behance.net/me" → "Behance". */
export function platformOf(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    const name = host.split('.').slice(0, -1).join('.') || host;
    return capitalize(name);
  } catch {
    return 'Website';
  }
}

/** The identity the answers give: only what was written. */
export function identityFromAnswers(template: TemplateDefinition, values: SetupValues): Identity {
  const identity: Identity = {};
  for (const field of IDENTITY_FIELDS) {
    if (field === 'socials') continue;
    const value = ownValue(values.identity ?? {}, field);
    if (hasText(value)) identity[field] = (value as string).trim();
  }
  const max = setupSteps(template)
    .flatMap((step) => step.identity)
    .find((question) => question.field === 'socials')?.maxItems;
  const socials = (values.socials ?? [])
    .map((row) => ({ platform: row.platform?.trim() ?? '', url: row.url?.trim() ?? '' }))
    .filter((row) => row.url)
    .map((row) => ({ platform: row.platform || platformOf(row.url), url: row.url }))
    .slice(0, max ?? 12);
  if (socials.length > 0) identity.socials = socials;
  return identity;
}
