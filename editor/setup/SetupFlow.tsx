import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { PortfolioContent } from '../../model/content';
import { listTemplates } from '../../templates';
import { answersFor, emptyAnswers } from '../../templates/setup/answers';
import { setupProblems } from '../../templates/setup/checks';
import { setupContent, setupTitles } from '../../templates/setup/document';
import { setupSteps } from '../../templates/setup/steps';
import { answerName, type SetupStep, type SetupValues } from '../../templates/setup/types';
import type { TemplateDefinition } from '../../templates/types';
import { useDraftOwner } from '../save/drafts';
import { clearSetupDraft, readSetupDraft, writeSetupDraft, type SetupDraft } from './draft';
import { IdentityQuestionField, ListQuestion, Question } from './questions';
import { TemplateChoice } from './TemplateChoice';

/** What setup hands the builder: the finished document and the titles the answers suggest. */
export type SetupResult = {
  /** The template the answers were given for (the portfolio's, unless one was chosen in setup). */
  templateId: string;
  /** The template's sections with the answers written in and no sample content left. */
  content: PortfolioContent;
  /** "Jane Doe — Portfolio" when a name was given. */
  title?: string;
  /** The role, when one was given. */
  description?: string;
};

export type SetupFlowProps = {
  template: TemplateDefinition;
  /** The portfolio being set up: its unfinished setup is kept on the device under this id. */
  portfolioId: string;
  onComplete: (result: SetupResult) => void;
  /** Skip Setup: the template's sample content stays (spec section 2). */
  onSkip: () => void;
  /**
   * "Choose another template": the same portfolio should take this template. Setup stays open; when
   * `template` changes it carries the answers over.
   */
  onChangeTemplate: (templateId: string) => void;
  /** The templates to choose from, and whose samples count; all registered ones by default. */
  templates?: readonly TemplateDefinition[];
};

/** How long "Analyzing template..." shows before the first question. */
export const PREPARE_MS = 400;

/** Where setup starts: the unfinished one on this device (its answers carried to this template), or afresh. */
function startOf(template: TemplateDefinition, draft: SetupDraft | undefined) {
  if (!draft) return { step: 0, values: emptyAnswers(template) };
  const last = Math.max(0, setupSteps(template).length - 1);
  return {
    step: draft.templateId === template.id ? Math.min(draft.step, last) : 0,
    values: answersFor(template, draft.values),
  };
}

/**
 * The guided setup (spec section 2, issue 17): one step per section of the template, the designer's
 * identity asked once and written wherever the template shows it, lists answered item by item,
 * pictures uploaded. Answers are kept on the device as they are typed: a reload comes back to the
 * same step with the same answers.
 */
export function SetupFlow(props: SetupFlowProps) {
  // Another template is another setup: it starts over from the answers kept on the device.
  return <PreparedSetup key={props.template.id} {...props} />;
}

function PreparedSetup({
  template,
  portfolioId,
  onComplete,
  onSkip,
  onChangeTemplate,
  templates,
}: SetupFlowProps) {
  const owner = useDraftOwner();
  const offered = useMemo(() => templates ?? listTemplates(), [templates]);
  const [start] = useState(() => startOf(template, readSetupDraft(owner, portfolioId)));
  const [prepared, setPrepared] = useState(false);
  const [choosing, setChoosing] = useState(false);

  // Setup is in progress from its first moment: a reload, even before an answer, comes back to it.
  useEffect(() => {
    writeSetupDraft(owner, portfolioId, {
      version: 1,
      templateId: template.id,
      step: start.step,
      values: start.values,
      savedAt: Date.now(),
    });
  }, [owner, portfolioId, template.id, start]);

  useEffect(() => {
    const timer = setTimeout(() => setPrepared(true), PREPARE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!prepared) {
    return (
      <div className="fb-setup fb-setup--loading" role="status">
        <span className="fb-spinner" aria-hidden="true" /> Analyzing template...
      </div>
    );
  }
  return (
    <>
      {choosing && (
        <TemplateChoice
          current={template}
          templates={offered}
          onBack={() => setChoosing(false)}
          onChoose={(templateId) => {
            setChoosing(false);
            onChangeTemplate(templateId);
          }}
        />
      )}
      <SetupForm
        template={template}
        templates={offered}
        portfolioId={portfolioId}
        owner={owner}
        start={start}
        hidden={choosing}
        onComplete={onComplete}
        onSkip={onSkip}
        onChooseTemplate={() => setChoosing(true)}
      />
    </>
  );
}

/** The form names a step answers (react-hook-form types them from the answers' shape). */
const namesOf = (step: SetupStep): Array<FieldPath<SetupValues>> => [
  ...step.identity.map((question) => answerName.identity(question.field) as FieldPath<SetupValues>),
  ...step.fields.map((field) => answerName.field(step.type, field.path) as FieldPath<SetupValues>),
  ...step.lists.map((list) => answerName.list(step.type, list.path) as FieldPath<SetupValues>),
];

const pathOf = (name: string) =>
  name.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

type FormProps = {
  template: TemplateDefinition;
  templates: readonly TemplateDefinition[];
  portfolioId: string;
  owner: string | null;
  start: { step: number; values: SetupValues };
  hidden: boolean;
  onComplete: (result: SetupResult) => void;
  onSkip: () => void;
  onChooseTemplate: () => void;
};

function SetupForm({
  template,
  templates,
  portfolioId,
  owner,
  start,
  hidden,
  onComplete,
  onSkip,
  onChooseTemplate,
}: FormProps) {
  const steps = useMemo(() => setupSteps(template), [template]);
  const [step, setStep] = useState(start.step);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const navigated = useRef(false);
  const finished = useRef(false);
  const stepNow = useRef(step);

  // The template's checks and the answers' formats, as zod issues on the form's names.
  const resolver = useMemo(
    () =>
      zodResolver(
        z.custom<SetupValues>().superRefine((values, context) => {
          for (const problem of setupProblems(template, values, templates))
            context.addIssue({
              code: 'custom',
              message: problem.message,
              path: pathOf(problem.name),
            });
        }),
      ),
    [template, templates],
  );
  const form = useForm<SetupValues>({ defaultValues: start.values, resolver, mode: 'onTouched' });

  // Kept on the device as typed, with the step on screen.
  const persist = useCallback(() => {
    if (finished.current) return;
    writeSetupDraft(owner, portfolioId, {
      version: 1,
      templateId: template.id,
      step: stepNow.current,
      values: form.getValues(),
      savedAt: Date.now(),
    });
  }, [form, owner, portfolioId, template.id]);
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => persist() }),
    [form, persist],
  );
  useEffect(() => {
    stepNow.current = step;
    persist();
    // Typing starts in the step's first field (its title is announced by the status below); a
    // step with nothing to type into starts from its title.
    if (hidden) return;
    const first = [
      ...(formElement.current?.querySelectorAll<HTMLElement>(
        '.fb-setup-questions :is(input:not([type="file"], [type="hidden"]), textarea)',
      ) ?? []),
    ].find((field) => !field.closest('details:not([open])'));
    if (first) first.focus({ preventScroll: !navigated.current });
    else if (navigated.current) heading.current?.focus();
  }, [step, persist, hidden]);

  const go = (next: number) => {
    navigated.current = true;
    setNotice(null);
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  const uploading = () =>
    Boolean(formElement.current?.querySelector('[data-upload-state="uploading"]'));

  const finish = () => {
    finished.current = true;
    const values = form.getValues();
    const content = setupContent(template, values, templates);
    clearSetupDraft(owner, portfolioId);
    onComplete({ templateId: template.id, content, ...setupTitles(values) });
  };

  /** Continue, or with `now` (or on the last step) complete with the answers given so far. */
  const advance = async (now: boolean) => {
    if (uploading()) return setNotice('Please wait until your images have finished uploading.');
    setNotice(null);
    const current = steps[step];
    if (current && !(await form.trigger(namesOf(current), { shouldFocus: true }))) return;
    if (!now && step < steps.length - 1) return go(step + 1);
    if (!(await form.trigger())) {
      const invalid = steps.findIndex((candidate) =>
        namesOf(candidate).some((name) => form.getFieldState(name).invalid),
      );
      if (invalid >= 0) go(invalid);
      setNotice('Some answers need another look before setup can finish.');
      return;
    }
    finish();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void advance(false);
  };

  const definition = steps[step];
  const last = step >= steps.length - 1;
  return (
    <section className="fb-setup" aria-labelledby={titleId} hidden={hidden}>
      <header className="fb-setup-head">
        <p className="fb-setup-count">
          Step {Math.min(step + 1, Math.max(steps.length, 1))} of {Math.max(steps.length, 1)} ·{' '}
          {template.name}
        </p>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {definition?.title ?? 'Setup Portfolio'}
        </h1>
        <p>{definition?.description} Every field is optional.</p>
        <p className="visually-hidden" role="status">
          {definition && `Step ${step + 1} of ${steps.length}: ${definition.title}`}
        </p>
        <div className="fb-setup-progress" aria-hidden="true">
          <span style={{ width: `${((step + 1) / Math.max(steps.length, 1)) * 100}%` }} />
        </div>
      </header>
      <FormProvider {...form}>
        <form ref={formElement} className="fb-setup-form" noValidate onSubmit={submit}>
          {definition && (
            <div key={definition.type} className="fb-setup-questions">
              {definition.identity.map((question) => (
                <IdentityQuestionField key={question.field} question={question} />
              ))}
              {definition.fields.map((question) => (
                <Question
                  key={question.path}
                  name={answerName.field(definition.type, question.path)}
                  question={question}
                />
              ))}
              {definition.lists.map((list) => (
                <ListQuestion key={list.path} type={definition.type} list={list} />
              ))}
            </div>
          )}
          {last && (
            <p className="fb-setup-note">
              Complete puts your answers on the page in place of the template’s examples. Sections
              you left empty are hidden until you fill them in the editor.
            </p>
          )}
          {notice && (
            <p className="fb-setup-notice" role="alert">
              {notice}
            </p>
          )}
          <div className="fb-setup-actions">
            <button
              type="button"
              className="fb-button"
              onClick={() => {
                finished.current = true;
                clearSetupDraft(owner, portfolioId);
                onSkip();
              }}
            >
              Skip Setup
            </button>
            <span className="fb-setup-spacer" />
            {step > 0 && (
              <button type="button" className="fb-button" onClick={() => go(step - 1)}>
                Previous
              </button>
            )}
            {!last && (
              // The rest of the steps can wait for the editor: a first page needs only a few answers.
              <button type="button" className="fb-button" onClick={() => void advance(true)}>
                Complete now
              </button>
            )}
            <button type="submit" className="fb-button fb-button--primary">
              {last ? 'Complete' : 'Continue'}
            </button>
          </div>
        </form>
      </FormProvider>
      <button type="button" className="fb-setup-back" onClick={onChooseTemplate}>
        ← Choose another template
      </button>
    </section>
  );
}
