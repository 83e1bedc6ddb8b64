import { useId, type FocusEvent } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { isValidImageUrl } from '../../model/rules';
import { emptyItem } from '../../templates/setup/answers';
import {
  answerName,
  type IdentityQuestion,
  type SetupListQuestion,
  type SetupQuestion,
} from '../../templates/setup/types';
import { newId } from '../../templates/shared/fields';
import { ImageUploader } from '../upload/ImageUploader';
import { MultiImageUploader } from '../upload/MultiImageUploader';

/** The error under a field, if it has one. */
function useError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="fb-setup-error">
      {message}
    </p>
  ) : null;
}

const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  location: 'address-level2',
  role: 'organization-title',
};

/** "behance.net/me" becomes "https://behance.net/me" when the field is left. */
function withScheme(value: string) {
  const typed = value.trim();
  if (!typed || /^[a-z][a-z0-9+.-]*:/i.test(typed) || typed.startsWith('/')) return typed;
  return /^[^\s/]+\.[^\s/]{2,}/.test(typed) ? `https://${typed}` : typed;
}

/** One question answered by typing: one line, several lines, or words separated by commas. */
export function TextQuestion({
  name,
  question,
  autoComplete,
}: {
  name: string;
  question: SetupQuestion;
  autoComplete?: string;
}) {
  const { register, setValue } = useFormContext();
  const id = useId();
  const error = useError(name);
  const hint = question.words ? 'Separate them with commas.' : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const registered = register(name);
  const common = {
    ...registered,
    id,
    placeholder: question.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="fb-setup-field">
      <label htmlFor={id}>{question.label}</label>
      {hint && (
        <p id={`${id}-hint`} className="fb-setup-hint">
          {hint}
        </p>
      )}
      {question.type === 'textarea' ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          {...common}
          type={question.type === 'number' ? 'text' : question.type}
          inputMode={question.type === 'number' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            if (question.type === 'url') {
              const fixed = withScheme(event.target.value);
              if (fixed !== event.target.value) setValue(name, fixed);
            }
            return registered.onBlur(event);
          }}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A picture: uploaded with the builder's uploader (its checks and progress), or, second, an address
 * typed in. Shows what it holds.
 */
export function ImageQuestion({ name, question }: { name: string; question: SetupQuestion }) {
  const { register, setValue } = useFormContext();
  const src = useWatch({ name }) as string | undefined;
  const id = useId();
  const error = useError(name);
  const shown = src && isValidImageUrl(src) ? src : undefined;
  const set = (value: string) =>
    setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  return (
    <fieldset
      className="fb-setup-image"
      aria-describedby={error ? `${id}-error` : undefined}
      data-setup-image={name}
    >
      <legend>{question.label}</legend>
      <div className="fb-setup-image-row">
        <span className="fb-setup-thumb">
          {shown ? (
            <img src={shown} alt={`${question.label}: your image`} />
          ) : (
            <span>No image yet</span>
          )}
        </span>
        <div className="fb-setup-image-actions">
          <ImageUploader
            label={shown ? 'Replace image' : 'Upload image'}
            onUploaded={(image) => set(image.url)}
          />
          {src && (
            <button type="button" className="uploader-button" onClick={() => set('')}>
              Remove image
            </button>
          )}
        </div>
      </div>
      <details className="fb-setup-address">
        <summary>Or use an image address</summary>
        <label htmlFor={id}>Image address</label>
        <input
          {...register(name)}
          id={id}
          type="url"
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </details>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Any question, by its type. */
export function Question({
  name,
  question,
  autoComplete,
}: {
  name: string;
  question: SetupQuestion;
  autoComplete?: string;
}) {
  return question.type === 'image' ? (
    <ImageQuestion name={name} question={question} />
  ) : (
    <TextQuestion name={name} question={question} autoComplete={autoComplete} />
  );
}

export function IdentityQuestionField({ question }: { question: IdentityQuestion }) {
  if (question.field === 'socials') return <SocialsQuestion question={question} />;
  return (
    <Question
      name={answerName.identity(question.field)}
      question={question}
      autoComplete={AUTOCOMPLETE[question.field]}
    />
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A list answered item by item, with "+ Add another" up to the template's limit. */
export function ListQuestion({ type, list }: { type: string; list: SetupListQuestion }) {
  const base = answerName.list(type, list.path);
  const { control, getValues, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: base, keyName: 'rowKey' });
  const items = (useWatch({ name: base }) as Array<Record<string, string>> | undefined) ?? [];
  const full = fields.length >= list.maxItems;
  const Item = capitalize(list.itemLabel);
  return (
    <fieldset className="fb-setup-list">
      <legend>{list.label}</legend>
      {list.imageField && (
        <div className="fb-setup-list-upload">
          <MultiImageUploader
            label="Upload several images"
            slots={items.map((item) => item?.[list.imageField!] ?? '')}
            maxImages={list.maxItems}
            onUploaded={(index, image) => {
              const current = (getValues(base) as unknown[] | undefined) ?? [];
              if (index < current.length)
                setValue(`${base}.${index}.${list.imageField}`, image.url, { shouldDirty: true });
              else
                // Images land in any order: the slots before this one wait, empty, for theirs.
                append(
                  [
                    ...Array.from({ length: index - current.length }, () => emptyItem(list)),
                    { ...emptyItem(list), [list.imageField!]: image.url },
                  ],
                  { shouldFocus: false },
                );
            }}
          />
        </div>
      )}
      <ol className="fb-setup-items">
        {fields.map((field, index) => (
          <li key={field.rowKey}>
            <fieldset className="fb-setup-item">
              <legend>
                {Item} {index + 1}
              </legend>
              {list.fields.map((question) => (
                <Question
                  key={question.path}
                  name={answerName.item(type, list.path, index, question.path)}
                  question={question}
                />
              ))}
              <button
                type="button"
                className="fb-button fb-setup-remove"
                onClick={() => remove(index)}
              >
                Remove {list.itemLabel} {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="fb-button fb-setup-add"
        disabled={full}
        onClick={() => append(emptyItem(list))}
      >
        {fields.length === 0 ? `+ Add a ${list.itemLabel}` : `+ Add another ${list.itemLabel}`}
      </button>
      {full && (
        <p className="fb-setup-hint">
          This template shows up to {list.maxItems} {list.itemLabel}s.
        </p>
      )}
    </fieldset>
  );
}

const PLATFORMS = [
  'Behance',
  'Dribbble',
  'LinkedIn',
  'Instagram',
  'GitHub',
  'Mastodon',
  'Read.cv',
  'Vimeo',
  'YouTube',
  'X',
  'Website',
];

function SocialRow({
  index,
  onRemove,
  listId,
}: {
  index: number;
  onRemove: () => void;
  listId: string;
}) {
  const { register, setValue } = useFormContext();
  const name = `socials.${index}`;
  const platform = (useWatch({ name: `${name}.platform` }) as string | undefined)?.trim();
  const id = useId();
  const error = useError(`${name}.url`);
  const url = register(`${name}.url`);
  return (
    <li className="fb-setup-social">
      <div className="fb-setup-field">
        <label htmlFor={`${id}-platform`}>Site {index + 1}</label>
        <input
          {...register(`${name}.platform`)}
          id={`${id}-platform`}
          list={listId}
          placeholder="Behance"
        />
      </div>
      <div className="fb-setup-field">
        <label htmlFor={`${id}-url`}>
          {platform ? `Your ${platform} profile` : `Link ${index + 1}`}
        </label>
        <input
          {...url}
          id={`${id}-url`}
          type="url"
          placeholder="https://"
          autoComplete="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            const fixed = withScheme(event.target.value);
            if (fixed !== event.target.value) setValue(`${name}.url`, fixed);
            return url.onBlur(event);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button
        type="button"
        className="fb-button fb-setup-remove"
        onClick={onRemove}
        aria-label={`Remove ${platform || `link ${index + 1}`}`}
      >
        Remove
      </button>
    </li>
  );
}

/** The designer's profiles elsewhere: a row per site, the template's sites offered first. */
export function SocialsQuestion({ question }: { question: IdentityQuestion }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'socials', keyName: 'rowKey' });
  const listId = useId();
  const max = question.maxItems ?? 12;
  return (
    <fieldset className="fb-setup-list fb-setup-socials">
      <legend>{question.label}</legend>
      <p className="fb-setup-hint">
        The address of your profile on each site; leave one empty to leave it out.
      </p>
      <datalist id={listId}>
        {[...new Set([...(question.platforms ?? []), ...PLATFORMS])].map((platform) => (
          <option key={platform} value={platform} />
        ))}
      </datalist>
      <ol className="fb-setup-items">
        {fields.map((field, index) => (
          <SocialRow
            key={field.rowKey}
            index={index}
            listId={listId}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="fb-button fb-setup-add"
        disabled={fields.length >= max}
        onClick={() => append({ id: newId('link'), platform: '', url: '' })}
      >
        + Add another link
      </button>
    </fieldset>
  );
}
