// What the guided setup asks and what it keeps: its questions and steps, the answers as typed, and
// the form name of each answer.
import type { IdentityField, SetupFieldType } from '../types';

/** Answers by section type, then by field key (the first wizard's answers; see `SetupValues`). */
export type SetupAnswers = Record<string, Record<string, string>>;

// The guided setup (issue 17): one step per section, the designer's identity asked once, lists
// answered item by item, and a result that holds none of the template's sample content.

/** One question of a step. */
export type SetupQuestion = {
  /** The template's key for the field: it decides the input type (`fieldTypeFor`). */
  key: string;
  label: string;
  placeholder?: string;
  type: SetupFieldType;
  /** Where the answer goes: a path in the section's content, or in one item of a list. */
  path: string;
  /** The content holds a list of words here: the answer is split at commas. */
  words?: { maxItems: number };
};

/** A question about the designer's identity, written wherever the template keeps that field. */
export type IdentityQuestion = SetupQuestion & {
  field: IdentityField;
  /** For socials: the sites the template's sample links to, offered as rows to fill in. */
  platforms?: string[];
  /** For socials: how many links the template keeps. */
  maxItems?: number;
};

/** A list the designer fills item by item ("+ Add another project"). */
export type SetupListQuestion = {
  /** The list's path in the section's content ("projects"). */
  path: string;
  /** "Projects". */
  label: string;
  /** "project". */
  itemLabel: string;
  maxItems: number;
  /** Each item's questions; their paths are inside the item ("title", "tags"). */
  fields: SetupQuestion[];
  /** The item path of the item's picture, when it has one: pictures can be uploaded several at once. */
  imageField?: string;
};

export type SetupStep = {
  /** The section type the step fills. */
  type: string;
  title: string;
  description: string;
  /** Identity fields asked here: the first step whose section shows them. */
  identity: IdentityQuestion[];
  fields: SetupQuestion[];
  lists: SetupListQuestion[];
};

export type SetupItem = { id: string } & Record<string, string>;
export type SocialRow = { id: string; platform: string; url: string };

/**
 * The wizard's answers, as they are typed and kept on the device. Answers are filed by what they
 * fill, not by question: identity by field, sections by type and content path, lists by type and
 * list path. A template switch keeps every answer the new template asks the same way.
 */
export type SetupValues = {
  identity: Partial<Record<Exclude<IdentityField, 'socials'>, string>>;
  socials: SocialRow[];
  sections: Record<string, Record<string, unknown>>;
  lists: Record<string, Record<string, SetupItem[]>>;
};

/** The form name of an answer (react-hook-form paths). */
export const answerName = {
  identity: (field: IdentityField) => (field === 'socials' ? 'socials' : `identity.${field}`),
  field: (type: string, path: string) => `sections.${type}.${path}`,
  list: (type: string, path: string) => `lists.${type}.${path}`,
  item: (type: string, list: string, index: number, path: string) =>
    `lists.${type}.${list}.${index}.${path}`,
};
