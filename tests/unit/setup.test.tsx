import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftOwnerProvider } from '../../editor/save/drafts';
import {
  hasSetupInProgress,
  readSetupDraft,
  SetupFlow,
  type SetupFlowProps,
  type SetupResult,
} from '../../editor/setup';
import { getTemplate, listTemplates } from '../../templates';
import { identityPlaces } from '../../templates/identity';
import { getPath } from '../../templates/paths';
import { sampleSpots } from '../../templates/samples';
import { answersFor, emptyAnswers } from '../../templates/setup/answers';
import { SETUP_MESSAGES, setupProblems } from '../../templates/setup/checks';
import { setupContent } from '../../templates/setup/document';
import { setupSteps } from '../../templates/setup/steps';
import { answerName, type SetupQuestion, type SetupValues } from '../../templates/setup/types';
import { setPath } from '../../templates/paths';
import type { TemplateDefinition } from '../../templates/types';
import { parseContent } from '../../templates/validate';

const uploads = vi.hoisted(() => ({ next: 1 }));
// The browser tests send real uploads to the real server; here the uploader's request is stood in for.
vi.mock('../../editor/upload/uploadImage', () => ({
  UploadError: class extends Error {},
  uploadImage: (_file: Blob, { onProgress }: { onProgress?: (fraction: number) => void } = {}) =>
    new Promise((resolve) => {
      onProgress?.(0.5);
      const n = uploads.next++;
      setTimeout(() => {
        onProgress?.(1);
        resolve({ url: `/uploads/test-${n}-960x640.webp`, width: 960, height: 640, variants: [] });
      }, 20);
    }),
}));

const templates = listTemplates();
const eachTemplate = templates.map((template) => [template.id, template] as const);

/** A designer's own answer to a question: nothing any template ships. */
function answer(question: Pick<SetupQuestion, 'type' | 'key' | 'words'>, run: string, n = 0) {
  const tag = `${question.key}-${n}-${run}`.toLowerCase();
  if (question.words) return `Zq ${tag} one, Zq ${tag} two`;
  switch (question.type) {
    case 'email':
      return `zq-${run}@quellstudio.dev`;
    case 'url':
      return `https://quell-${run}.dev/${tag}`;
    case 'image':
      return `https://images.quell-${run}.dev/${tag}.jpg`;
    case 'tel':
      return '+1 555 0100';
    case 'number':
      return String(2000 + n);
    default:
      return `Zq ${question.key} ${n} ${run}`;
  }
}

/** Every question of every step answered, lists with two items (or their limit). */
function answerEverything(template: TemplateDefinition, run: string): SetupValues {
  let values = emptyAnswers(template);
  for (const step of setupSteps(template)) {
    for (const question of step.identity) {
      if (question.field === 'socials')
        values.socials = values.socials.map((row, index) => ({
          ...row,
          platform: row.platform || `Site ${index}`,
          url: `https://profiles.quell-${run}.dev/${index}`,
        }));
      else values = setPath(values, answerName.identity(question.field), answer(question, run));
    }
    for (const field of step.fields)
      values = setPath(values, answerName.field(step.type, field.path), answer(field, run));
    for (const list of step.lists) {
      const items = Array.from({ length: Math.min(2, list.maxItems) }, (_, n) => {
        const item = {
          id: `mine-${list.path}-${n}`,
        } as SetupValues['lists'][string][string][number];
        for (const field of list.fields) item[field.path] = answer(field, run, n);
        return item;
      });
      values = setPath(values, answerName.list(step.type, list.path), items);
    }
  }
  return values;
}

const byType = (content: { sections: Array<{ type: string; content: Record<string, unknown> }> }) =>
  Object.fromEntries(content.sections.map((section) => [section.type, section]));

describe.each(eachTemplate)('setup of %s', (_id, template) => {
  const steps = setupSteps(template);

  it('has one step per section type, in page order, with something to ask in each', () => {
    const types = [...new Set(template.defaultContent.sections.map((section) => section.type))];
    expect(steps.map((step) => step.type)).toEqual(
      types.filter((type) => steps.some((step) => step.type === type)),
    );
    for (const step of steps)
      expect(step.identity.length + step.fields.length + step.lists.length).toBeGreaterThan(0);
    expect(steps.map((step) => step.type)).toContain('hero');
    expect(steps.map((step) => step.type)).toContain('contact');
  });

  it('asks each identity field the template keeps exactly once', () => {
    const asked = steps.flatMap((step) => step.identity.map((question) => question.field));
    expect(new Set(asked).size).toBe(asked.length);
    const kept = template.defaultContent.sections.flatMap((section) =>
      Object.keys(template.sections[section.type]?.identity ?? {}),
    );
    expect(new Set(asked)).toEqual(new Set(kept));
  });

  it('with every question answered, leaves none of any template’s samples and passes its schemas', () => {
    const values = answerEverything(template, 'full1');
    expect(setupProblems(template, values, templates)).toEqual([]);
    const content = setupContent(template, values, templates);
    expect(sampleSpots(template, content, templates)).toEqual([]);
    expect(parseContent(template, content)).toMatchObject({ ok: true });
    expect(content.sections.filter((section) => section.hidden)).toEqual([]);
  });

  it('writes each identity answer everywhere the template shows that field', () => {
    const values = answerEverything(template, 'ident');
    const content = setupContent(template, values, templates);
    const sections = byType(content);
    for (const step of steps)
      for (const question of step.identity) {
        const expected =
          question.field === 'socials'
            ? values.socials.map((row) => ({ platform: row.platform, url: row.url }))
            : answer(question, 'ident');
        for (const place of identityPlaces(template, question.field))
          expect(getPath(sections[place.type]!.content, place.path), place.path).toEqual(expected);
      }
  });

  it('keeps the list items given, in order, and none of the samples', () => {
    const values = answerEverything(template, 'lists');
    const content = byType(setupContent(template, values, templates));
    for (const step of steps)
      for (const list of step.lists) {
        const items = getPath(content[step.type]!.content, list.path) as Array<{ id: string }>;
        expect(items.map((item) => item.id)).toEqual(
          Array.from({ length: Math.min(2, list.maxItems) }, (_, n) => `mine-${list.path}-${n}`),
        );
      }
  });

  it('with nothing answered, empties the samples, keeps the template’s wording and hides what is left empty', () => {
    const content = setupContent(template, emptyAnswers(template), templates);
    expect(sampleSpots(template, content, templates)).toEqual([]);
    expect(parseContent(template, content)).toMatchObject({ ok: true });
    for (const section of content.sections) {
      const required = section.type === 'hero' || section.type === 'contact';
      expect(Boolean(section.hidden), section.type).toBe(!required);
      const defaults = template.sections[section.type]!.defaults as Record<string, unknown>;
      for (const chrome of ['heading', 'button'])
        if (typeof defaults[chrome] === 'string')
          expect(section.content[chrome], `${section.type}.${chrome}`).toBe(defaults[chrome]);
    }
  });

  it('hides a section that would only repeat the designer’s name', () => {
    const values = emptyAnswers(template);
    values.identity.name = 'Ada Quell';
    values.identity.role = 'Type designer';
    const content = setupContent(template, values, templates);
    expect(
      content.sections
        .filter((section) => !section.hidden)
        .map((s) => s.type)
        .sort(),
    ).toEqual(['contact', 'hero']);
    expect(sampleSpots(template, content, templates)).toEqual([]);
  });

  it('drops list items and social rows left empty, and unanswered single fields', () => {
    const values = answerEverything(template, 'part');
    values.socials = values.socials.map((row, index) => (index === 0 ? row : { ...row, url: '' }));
    const [withList] = steps.filter((step) => step.lists.length > 0);
    if (withList) {
      const list = withList.lists[0]!;
      const path = answerName.list(withList.type, list.path);
      const items = getPath(values, path) as Array<Record<string, string>>;
      items[1] = Object.fromEntries(
        Object.keys(items[1]!).map((key) => [key, key === 'id' ? 'x' : '']),
      );
    }
    const content = byType(setupContent(template, values, templates));
    const socials = steps.flatMap((step) => step.identity).find((q) => q.field === 'socials');
    if (socials)
      for (const place of identityPlaces(template, 'socials'))
        expect(getPath(content[place.type]!.content, place.path)).toHaveLength(1);
    if (withList)
      expect(getPath(content[withList.type]!.content, withList.lists[0]!.path)).toHaveLength(1);
  });

  it('says what is wrong with an answer, under the field it belongs to', () => {
    const values = answerEverything(template, 'bad');
    const email = steps.flatMap((step) => step.identity).find((q) => q.field === 'email');
    if (email) values.identity.email = 'not-an-email';
    values.socials[0] = { ...values.socials[0]!, url: 'https://www.behance.net/' };
    const hero = steps.find((step) => step.type === 'hero')!;
    const headline = hero.fields.find((field) => field.path === 'title');
    if (headline) values.sections.hero = { ...values.sections.hero, title: 'x'.repeat(5000) };
    const image = steps
      .flatMap((step) => step.fields.map((field) => [step, field] as const))
      .find(([, field]) => field.type === 'image');
    if (image)
      values.sections[image[0].type] = {
        ...values.sections[image[0].type],
        [image[1].path]: `/templates/${template.id}/preview.jpg`,
      };
    const problems = Object.fromEntries(
      setupProblems(template, values, templates).map((problem) => [problem.name, problem.message]),
    );
    if (email) expect(problems['identity.email']).toBe(SETUP_MESSAGES.email);
    expect(problems['socials.0.url']).toBe(SETUP_MESSAGES.profile);
    if (headline) expect(problems['sections.hero.title']).toMatch(/At most \d+ characters/);
    if (image)
      expect(problems[answerName.field(image[0].type, image[1].path)]).toBe(
        SETUP_MESSAGES.ownImage,
      );
  });
});

describe('choosing another template in setup', () => {
  const pairs = templates.flatMap((from) =>
    templates.filter((to) => to !== from).map((to) => [from.id, to.id, from, to] as const),
  );

  it.each(pairs)(
    'from %s to %s keeps the identity and what both templates ask the same way',
    (_f, _t, from, to) => {
      const values = answerEverything(from, 'carry');
      const carried = answersFor(to, values);
      const content = byType(setupContent(to, carried, templates));
      const name = identityPlaces(to, 'name')[0];
      if (name) expect(getPath(content[name.type]!.content, name.path)).toBe(values.identity.name);
      expect(sampleSpots(to, setupContent(to, carried, templates), templates)).toEqual([]);
      // A section type both ask about keeps the answers they file at the same place.
      for (const step of setupSteps(to)) {
        const before = setupSteps(from).find((candidate) => candidate.type === step.type);
        for (const field of step.fields)
          if (
            before?.fields.some(
              (other) => other.path === field.path && !other.words === !field.words,
            )
          )
            expect(getPath(carried, answerName.field(step.type, field.path))).toBe(
              getPath(values, answerName.field(step.type, field.path)),
            );
      }
      // And going back finds everything as it was.
      const given = (identity: SetupValues['identity']) =>
        Object.fromEntries(Object.entries(identity).filter(([, value]) => value));
      expect(given(answersFor(from, carried).identity)).toEqual(given(values.identity));
    },
  );
});

// The component, as a designer uses it.

const OWNER = 'designer-1';
const PORTFOLIO = 'portfolio-1';

function Harness(props: Partial<SetupFlowProps> & { template: TemplateDefinition }) {
  return (
    <DraftOwnerProvider value={OWNER}>
      <SetupFlow
        portfolioId={PORTFOLIO}
        onComplete={() => {}}
        onSkip={() => {}}
        onChangeTemplate={() => {}}
        {...props}
      />
    </DraftOwnerProvider>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const stepHeading = (title: string) =>
  screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });

/** Types an answer into every question of the step on screen, as a designer would. */
async function fillStep(
  user: ReturnType<typeof userEvent.setup>,
  template: TemplateDefinition,
  index: number,
  run: string,
) {
  const step = setupSteps(template)[index]!;
  const form = screen.getByRole('heading', { level: 1 }).closest('section')!;
  const fill = async (scope: HTMLElement, question: SetupQuestion, value: string) => {
    const input =
      question.type === 'image'
        ? within(within(scope).getByRole('group', { name: question.label })).getByLabelText(
            'Image address',
          )
        : within(scope).getByLabelText(question.label);
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  };
  for (const question of step.identity) {
    if (question.field === 'socials') {
      const group = within(form).getByRole('group', { name: question.label });
      const inputs = within(group).getAllByLabelText(/^(Your .+ profile|Link \d+)$/);
      for (const [n, input] of inputs.entries()) {
        await user.click(input);
        await user.paste(`https://profiles.quell-${run}.dev/${n}`);
      }
    } else await fill(form, question, answer(question, run));
  }
  for (const field of step.fields) await fill(form, field, answer(field, run));
  for (const list of step.lists) {
    const group = within(form).getByRole('group', { name: list.label });
    const count = Math.min(2, list.maxItems);
    if (count > 1)
      await user.click(
        within(group).getByRole('button', { name: `+ Add another ${list.itemLabel}` }),
      );
    const Item = list.itemLabel.charAt(0).toUpperCase() + list.itemLabel.slice(1);
    for (let n = 0; n < count; n++) {
      const item = within(group).getByRole('group', { name: `${Item} ${n + 1}` });
      for (const field of list.fields) await fill(item, field, answer(field, run, n));
    }
  }
}

describe.each(eachTemplate)('the setup wizard for %s', (_id, template) => {
  it('is filled step by step, survives a reload mid-way, and completes with no sample left', async () => {
    const user = userEvent.setup();
    const steps = setupSteps(template);
    const results: SetupResult[] = [];
    const view = render(<Harness template={template} onComplete={(r) => results.push(r)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing template...');
    await stepHeading(steps[0]!.title);
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(true);
    expect(
      screen.getByText(new RegExp(`Step 1 of ${steps.length} · ${template.name}`)),
    ).toBeVisible();

    const middle = Math.min(1, steps.length - 1);
    for (let index = 0; index < steps.length; index++) {
      await fillStep(user, template, index, 'wiz');
      if (index === middle) {
        // A reload: the same step, with what was typed.
        view.unmount();
        expect(readSetupDraft(OWNER, PORTFOLIO)?.step).toBe(middle);
        render(<Harness template={template} onComplete={(r) => results.push(r)} />);
        await stepHeading(steps[middle]!.title);
        const first = steps[middle]!.fields.find((field) => field.type !== 'image');
        if (first) expect(screen.getByLabelText(first.label)).toHaveValue(answer(first, 'wiz'));
      }
      const last = index === steps.length - 1;
      await user.click(screen.getByRole('button', { name: last ? 'Complete' : 'Continue' }));
      if (!last) await stepHeading(steps[index + 1]!.title);
    }
    await waitFor(() => expect(results).toHaveLength(1));
    const [result] = results;
    expect(result!.templateId).toBe(template.id);
    expect(sampleSpots(template, result!.content, templates)).toEqual([]);
    expect(parseContent(template, result!.content)).toMatchObject({ ok: true });
    expect(result!.title).toBe(`${answer({ type: 'text', key: 'name' }, 'wiz')} — Portfolio`);
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(false);
  }, 60_000);
});

describe('the setup wizard', () => {
  const template = templates[0]!;
  const steps = setupSteps(template);

  it('shows what is wrong under the field, keeps the step, and moves on once it is right', async () => {
    const user = userEvent.setup();
    render(<Harness template={template} />);
    const contact = steps.findIndex((step) => step.identity.some((q) => q.field === 'email'));
    if (contact < 0) return;
    for (let index = 0; index < contact; index++) {
      await stepHeading(steps[index]!.title);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    }
    await stepHeading(steps[contact]!.title);
    const label = steps[contact]!.identity.find((q) => q.field === 'email')!.label;
    const email = screen.getByLabelText(label);
    await user.type(email, 'nobody');
    await user.click(
      screen.getByRole('button', { name: contact === steps.length - 1 ? 'Complete' : 'Continue' }),
    );
    expect(await screen.findByText(SETUP_MESSAGES.email)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(SETUP_MESSAGES.email);
    expect(email).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(steps[contact]!.title);
    await user.type(email, '@studio.dev');
    await waitFor(() => expect(screen.queryByText(SETUP_MESSAGES.email)).toBeNull());
  });

  it('uploads a picture with the builder’s uploader, showing its progress', async () => {
    const user = userEvent.setup();
    render(<Harness template={template} />);
    const index = steps.findIndex(
      (step) =>
        step.identity.some((q) => q.type === 'image') ||
        step.fields.some((q) => q.type === 'image'),
    );
    for (let n = 0; n < index; n++) {
      await stepHeading(steps[n]!.title);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    }
    await stepHeading(steps[index]!.title);
    const question = [...steps[index]!.identity, ...steps[index]!.fields].find(
      (q) => q.type === 'image',
    )!;
    const group = screen.getByRole('group', { name: question.label });
    expect(within(group).getByText('No image yet')).toBeVisible();
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(
      await within(group).findByRole('button', { name: /Uploading\.\.\. 50%/ }),
    ).toBeDisabled();
    const image = await within(group).findByRole('img');
    expect(image.getAttribute('src')).toMatch(/^\/uploads\/test-\d+-960x640\.webp$/);
    expect(within(group).getByRole('button', { name: 'Replace image' })).toBeEnabled();
    await waitFor(() =>
      expect(JSON.stringify(readSetupDraft(OWNER, PORTFOLIO)?.values)).toContain(
        image.getAttribute('src')!,
      ),
    );
  });

  it('offers the other templates, and carries the answers to the one chosen', async () => {
    const other = templates.find((candidate) => candidate !== template);
    if (!other) return;
    const user = userEvent.setup();
    const chosen: string[] = [];
    const view = render(<Harness template={template} onChangeTemplate={(id) => chosen.push(id)} />);
    await stepHeading(steps[0]!.title);
    const name = steps[0]!.identity.find((q) => q.field === 'name')!;
    await user.type(screen.getByLabelText(name.label), 'Ada Quell');
    await user.click(screen.getByRole('button', { name: '← Choose another template' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose another template' }),
    ).toHaveFocus();
    for (const each of templates) {
      const card = screen.getByRole('listitem', { name: each.name });
      expect(card.querySelector('img')).toHaveAttribute('src', each.preview);
    }
    expect(
      within(screen.getByRole('listitem', { name: template.name })).getByText(
        'Your current template',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Use ${other.name}` }));
    expect(chosen).toEqual([other.id]);

    // The builder gives setup the portfolio's new template: the answers come along.
    view.rerender(<Harness template={other} onChangeTemplate={(id) => chosen.push(id)} />);
    const first = setupSteps(other)[0]!;
    await stepHeading(first.title);
    expect(screen.getByText(new RegExp(`· ${other.name}`))).toBeVisible();
    const otherName = first.identity.find((q) => q.field === 'name');
    if (otherName) expect(screen.getByLabelText(otherName.label)).toHaveValue('Ada Quell');
    expect(readSetupDraft(OWNER, PORTFOLIO)?.templateId).toBe(other.id);
  });

  it('Skip Setup ends setup at once and forgets its answers', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    render(<Harness template={template} onSkip={onSkip} />);
    await stepHeading(steps[0]!.title);
    await user.type(screen.getByLabelText(steps[0]!.identity[0]!.label), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Skip Setup' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(false);
  });

  it('goes back with Previous, keeping the answers, and adds and removes list items', async () => {
    const user = userEvent.setup();
    render(<Harness template={template} />);
    await stepHeading(steps[0]!.title);
    const first = steps[0]!.identity[0]!;
    await user.type(screen.getByLabelText(first.label), 'Ada Quell');
    const withList = steps.findIndex((step) => step.lists.length > 0);
    for (let n = 0; n < withList; n++) {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepHeading(steps[n + 1]!.title);
    }
    const list = steps[withList]!.lists[0]!;
    const group = screen.getByRole('group', { name: list.label });
    const Item = list.itemLabel.charAt(0).toUpperCase() + list.itemLabel.slice(1);
    await user.click(
      within(group).getByRole('button', { name: `+ Add another ${list.itemLabel}` }),
    );
    expect(within(group).getByRole('group', { name: `${Item} 2` })).toBeVisible();
    await user.click(within(group).getByRole('button', { name: `Remove ${list.itemLabel} 1` }));
    expect(within(group).queryByRole('group', { name: `${Item} 2` })).toBeNull();
    for (let n = withList; n > 0; n--) {
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      await stepHeading(steps[n - 1]!.title);
    }
    expect(screen.getByLabelText(first.label)).toHaveValue('Ada Quell');
    // Back on a step, typing starts in its first field again.
    expect(screen.getByLabelText(first.label)).toHaveFocus();
  });

  it('Complete now finishes from any step with the answers so far, typing from the first field', async () => {
    const user = userEvent.setup();
    const results: SetupResult[] = [];
    render(<Harness template={template} onComplete={(r) => results.push(r)} />);
    await stepHeading(steps[0]!.title);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Step 1 of ${steps.length}: ${steps[0]!.title}`,
    );
    // No click needed to start typing the name.
    expect(screen.getByLabelText(steps[0]!.identity[0]!.label)).toHaveFocus();
    await user.keyboard('Ada Quell');
    await user.click(screen.getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]!.title).toBe('Ada Quell — Portfolio');
    expect(sampleSpots(template, results[0]!.content, templates)).toEqual([]);
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(false);
  });
});

describe('a setup draft', () => {
  it('that is malformed is not offered, and setup starts afresh', async () => {
    const template = templates[0]!;
    localStorage.setItem(
      `portfolio-setup-user:${OWNER}:${PORTFOLIO}`,
      JSON.stringify({ version: 1, templateId: template.id, step: 'x' }),
    );
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(false);
    render(<Harness template={template} />);
    await stepHeading(setupSteps(template)[0]!.title);
    await act(async () => {});
    expect(readSetupDraft(OWNER, PORTFOLIO)?.step).toBe(0);
  });

  it('belongs to its designer: another account on the device never sees it', () => {
    const template = getTemplate(templates[0]!.id);
    render(<Harness template={template} />);
    expect(hasSetupInProgress(OWNER, PORTFOLIO)).toBe(true);
    expect(hasSetupInProgress('someone-else', PORTFOLIO)).toBe(false);
    expect(hasSetupInProgress(null, PORTFOLIO)).toBe(false);
  });
});
