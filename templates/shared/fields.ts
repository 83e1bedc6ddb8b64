import { z } from 'zod';
import { imageUrlError, isSafeLink, isValidImageUrl, LINK_MESSAGE } from '../../model/rules';

// Field schemas every template's sections are made of: text with a sane limit, image URLs and links
// held to the rules of model/rules.ts.

export const text = (max = 500) => z.string().max(max, `At most ${max} characters`);
export const imageUrl = z.string().max(3_000_000).refine(isValidImageUrl, imageUrlError);
export const link = z.string().max(2048).refine(isSafeLink, LINK_MESSAGE);
export const itemId = z.string().min(1).max(80);

/** A fresh id for a new list item. */
export const newId = (prefix: string) =>
  `${prefix}-${globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10)}`;

/** The devices a list item can leave the page on (templates/shared/devices.css), as sections can. */
export const HIDDEN_ON = ['phone', 'desktop'] as const;
export type HiddenOn = (typeof HIDDEN_ON)[number];
export const hiddenOn = z.enum(HIDDEN_ON, {
  error: 'Hide it on "phone" or "desktop", or on neither',
});

/** The template's own wording beside the designer's ("Phone", "View case study"), editable in place. */
export const labels = <Key extends `${string}_label`>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, text(60).optional()])) as Record<
    Key,
    z.ZodOptional<z.ZodString>
  >;
