import { produce } from 'immer';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { caseStudy as caseStudySchema, newCaseStudy, type CaseStudy } from '../model/case-study';
import {
  CASE_STUDY_MAX_STEPS,
  CASE_STUDY_MIN_STEPS,
  CASE_STUDY_NUMBER_MAX,
  CASE_STUDY_SECTION_TITLE_MAX,
  CASE_STUDY_STEP_DESCRIPTION_MAX,
  CASE_STUDY_STEP_TITLE_MAX,
  CASE_STUDY_SUCCESS_MS,
} from '../model/constants';
import { normalizeContent } from '../model/normalize';
import { ownValue } from '../model/own';
import type { Portfolio } from '../model/portfolio';
import { getTemplate } from '../templates';
import { projectsOf } from '../templates/projects';
import { CaseStudyArticle } from '../templates/shared/CaseStudyArticle';
import { newId } from '../templates/shared/fields';
import { readStoredDraft, removeStoredDraft, useDraftOwner, writeStoredDraft } from './save/drafts';
import { SaveError, type BuilderServices } from './services';
import { PREPARING_PDF, usePdfDownload } from './pdf/downloadPdf';
import { ImageUploader } from './upload/ImageUploader';
import { AddressField } from './case-study/AddressField';
import './case-study-editor.css';

const draftId = (portfolioId: string, projectId: string) => `${portfolioId}/${projectId}`;

function projectOf(portfolio: Portfolio, projectId: string) {
  const content = normalizeContent(portfolio.content);
  return projectsOf(getTemplate(portfolio.templateId), content).find(
    (project) => project.id === projectId,
  );
}

type Props = { portfolioId: string; projectId: string; services: BuilderServices };

/** /portfolio-builder/{portfolioId}/case-study/{projectId}: a project's case study, edited as a form. */
export function CaseStudyEditor({ portfolioId, projectId, services }: Props) {
  const [portfolio, setPortfolio] = useState<Portfolio>();
  const [study, setStudy] = useState<CaseStudy>();
  const [saved, setSaved] = useState<string>('');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [missing, setMissing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Drafts on this device are kept and offered for the account that opened the editor only.
  const draftOwner = useDraftOwner();

  useEffect(() => {
    services.load(portfolioId).then(
      (loaded) => {
        const stored = ownValue(loaded.caseStudies, projectId);
        const start = stored ?? newCaseStudy(projectOf(loaded, projectId) ?? {});
        const draft = readStoredDraft(draftOwner, 'case-study', draftId(portfolioId, projectId));
        const restored = draft === undefined ? undefined : caseStudySchema.safeParse(draft);
        setPortfolio(loaded);
        setSaved(JSON.stringify(start));
        setStudy(restored?.success ? restored.data : start);
        if (restored?.success && JSON.stringify(restored.data) !== JSON.stringify(start)) {
          toast.info('Your unsaved case study edits were restored from this device.');
        }
      },
      () => {
        toast.error('Portfolio not found');
        setMissing(true);
      },
    );
  }, [portfolioId, projectId, services, draftOwner]);

  const unsaved = study !== undefined && JSON.stringify(study) !== saved;

  // Edits stay on the device until the server has them.
  useEffect(() => {
    if (!study) return;
    if (unsaved) writeStoredDraft(draftOwner, 'case-study', draftId(portfolioId, projectId), study);
  }, [study, unsaved, portfolioId, projectId, draftOwner]);

  const edit = useCallback(
    (change: (draft: CaseStudy) => void) =>
      setStudy((current) => current && produce(current, change)),
    [],
  );

  // The server prints the saved case study: unsaved edits are saved first.
  const pdf = usePdfDownload({
    services,
    portfolioId,
    projectId,
    saveFirst: async () => !unsaved || (await save()) === true,
  });

  const save = async () => {
    if (!portfolio || !study || saving) return;
    const checked = caseStudySchema.safeParse(study);
    if (!checked.success)
      return void toast.error(`Failed to save case study: ${checked.error.issues[0]?.message}`);
    setSaving(true);
    const write = (base: Portfolio) =>
      services.save(portfolioId, {
        version: base.version,
        caseStudies: { ...base.caseStudies, [projectId]: checked.data },
      });
    try {
      let updated: Portfolio;
      try {
        updated = await write(portfolio);
      } catch (error) {
        // The portfolio moved on elsewhere: this case study is ours alone, so write it over the newer copy.
        if (!(error instanceof SaveError && error.status === 409 && error.serverCopy)) throw error;
        updated = await write(error.serverCopy);
      }
      setPortfolio(updated);
      setSaved(JSON.stringify(study));
      removeStoredDraft(draftOwner, 'case-study', draftId(portfolioId, projectId));
      toast.success('Case study saved successfully!');
      setJustSaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustSaved(false), CASE_STUDY_SUCCESS_MS);
      return true;
    } catch {
      toast.error('Failed to save case study');
    } finally {
      setSaving(false);
    }
  };

  if (missing) {
    return (
      <main className="cse-loading">
        <div>
          <h1>Portfolio not found</h1>
          <Link to="/dashboard">Back to Dashboard</Link>
        </div>
      </main>
    );
  }
  if (!study) {
    return (
      <div className="cse-loading" role="status">
        Loading case study...
      </div>
    );
  }

  const viewerUrl = `/portfolio-builder/${portfolioId}/case-study/${projectId}/preview`;
  return (
    <div className="cse">
      <header className="cse-header">
        <Link to={`/portfolio-builder/${portfolioId}`} className="cse-back">
          ← BACK
        </Link>
        <p className="cse-label">
          {preview ? 'PREVIEW MODE' : 'CASE STUDY EDITOR'}
          {unsaved && <span className="cse-unsaved"> · Unsaved changes</span>}
        </p>
        <div className="cse-header-actions">
          <button
            type="button"
            className="cse-button"
            onClick={() => setPreview((value) => !value)}
          >
            {preview ? 'Edit' : 'Preview'}
          </button>
          {preview ? (
            <a
              className="cse-button cse-button--primary"
              href={viewerUrl}
              target="_blank"
              rel="noopener"
            >
              VIEW CASE STUDY
            </a>
          ) : (
            <button
              type="button"
              className="cse-button cse-button--primary"
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? 'Saving...' : justSaved ? '✓ Saved' : 'SAVE'}
            </button>
          )}
        </div>
      </header>
      <nav className="cse-toolbar" aria-label="Case study tools">
        <button type="button" onClick={() => toast.info('Publishing coming soon!')}>
          Publish
        </button>
        <button
          type="button"
          disabled={pdf.preparing}
          aria-busy={pdf.preparing || undefined}
          onClick={() => void pdf.start()}
        >
          {pdf.preparing ? PREPARING_PDF : 'PDF'}
        </button>
        <button type="button" onClick={() => toast.info('Settings coming soon!')}>
          Settings
        </button>
      </nav>

      {preview ? (
        <CaseStudyArticle study={study} />
      ) : (
        <form
          className="cse-form"
          onSubmit={(event) => event.preventDefault()}
          aria-label="Case study"
        >
          <div className="cse-row">
            <Field
              label="Category"
              value={study.category}
              max={100}
              onChange={(value) => edit((d) => void (d.category = value))}
            />
            <Field
              label="Year"
              value={study.year}
              max={20}
              onChange={(value) => edit((d) => void (d.year = value))}
            />
          </div>
          <Field
            label="Title"
            value={study.title}
            max={200}
            onChange={(value) => edit((d) => void (d.title = value))}
          />
          <AddressField
            portfolio={portfolio!}
            projectId={projectId}
            study={study}
            onChange={(slug) => edit((d) => void (slug ? (d.slug = slug) : delete d.slug))}
          />
          <Field
            label="Intro"
            value={study.intro}
            max={5000}
            multiline
            onChange={(value) => edit((d) => void (d.intro = value))}
          />

          <fieldset className="cse-block">
            <legend>Hero image</legend>
            <p className="cse-hint">16:9 recommended.</p>
            {study.heroImage && (
              <img
                src={study.heroImage}
                alt=""
                className="cse-preview-image cse-preview-image--wide"
              />
            )}
            <ImageUploader
              label={study.heroImage ? 'Replace hero image' : 'Upload hero image'}
              onUploaded={(image) => edit((d) => void (d.heroImage = image.url))}
            />
            <Field
              label="Hero image caption"
              value={study.heroImageCaption}
              max={300}
              onChange={(value) => edit((d) => void (d.heroImageCaption = value))}
            />
          </fieldset>

          <fieldset className="cse-block">
            <legend>Steps</legend>
            <p className="cse-hint">
              From {CASE_STUDY_MIN_STEPS} to {CASE_STUDY_MAX_STEPS} steps.
            </p>
            {study.steps.map((step, index) => (
              <div key={index} className="cse-step" role="group" aria-label={`Step ${index + 1}`}>
                <Field
                  label="Number"
                  value={step.num}
                  max={CASE_STUDY_NUMBER_MAX}
                  narrow
                  onChange={(value) => edit((d) => void (d.steps[index]!.num = value))}
                />
                <Field
                  label="Step title"
                  value={step.title}
                  max={CASE_STUDY_STEP_TITLE_MAX}
                  onChange={(value) =>
                    edit((d) => void (d.steps[index]!.title = value.toUpperCase()))
                  }
                />
                <Field
                  label="Step description"
                  value={step.desc}
                  max={CASE_STUDY_STEP_DESCRIPTION_MAX}
                  onChange={(value) => edit((d) => void (d.steps[index]!.desc = value))}
                />
                <button
                  type="button"
                  className="cse-remove"
                  aria-label={`Remove step ${index + 1}`}
                  onClick={() => {
                    if (study.steps.length <= CASE_STUDY_MIN_STEPS)
                      return window.alert('You must have at least 3 steps');
                    edit((d) => void d.steps.splice(index, 1));
                  }}
                >
                  ×
                </button>
              </div>
            ))}
            {study.steps.length < CASE_STUDY_MAX_STEPS && (
              <button
                type="button"
                className="cse-button"
                onClick={() =>
                  edit(
                    (d) =>
                      void d.steps.push({
                        num: String(d.steps.length + 1).padStart(2, '0'),
                        title: 'NEW STEP',
                        desc: '',
                      }),
                  )
                }
              >
                + Add step
              </button>
            )}
          </fieldset>

          {study.sections.map((section, sectionIndex) => (
            <fieldset key={section.id} className="cse-block">
              <legend>Section {sectionIndex + 1}</legend>
              <div className="cse-row">
                <Field
                  label="Section number"
                  value={section.number}
                  max={CASE_STUDY_NUMBER_MAX}
                  narrow
                  onChange={(value) => edit((d) => void (d.sections[sectionIndex]!.number = value))}
                />
                <Field
                  label="Section title"
                  value={section.title}
                  max={CASE_STUDY_SECTION_TITLE_MAX}
                  onChange={(value) =>
                    edit((d) => void (d.sections[sectionIndex]!.title = value.toUpperCase()))
                  }
                />
              </div>
              {section.subsections.map((sub, subIndex) => {
                const at = (d: CaseStudy) => d.sections[sectionIndex]!.subsections[subIndex]!;
                return (
                  <div
                    key={sub.id}
                    className="cse-sub"
                    role="group"
                    aria-label={`Subsection ${subIndex + 1} of section ${sectionIndex + 1}`}
                  >
                    <Field
                      label="Subsection title"
                      value={sub.title}
                      max={200}
                      onChange={(value) => edit((d) => void (at(d).title = value))}
                    />
                    <Field
                      label="Content"
                      value={sub.content}
                      max={10000}
                      multiline
                      onChange={(value) => edit((d) => void (at(d).content = value))}
                    />
                    <p className="cse-hint">Image: 4:3 recommended.</p>
                    {sub.image && <img src={sub.image} alt="" className="cse-preview-image" />}
                    <ImageUploader
                      label={sub.image ? 'Replace image' : 'Upload image'}
                      onUploaded={(image) => edit((d) => void (at(d).image = image.url))}
                    />
                    <Field
                      label="Image caption"
                      value={sub.imageCaption}
                      max={300}
                      onChange={(value) => edit((d) => void (at(d).imageCaption = value))}
                    />
                    <Field
                      label="Additional context"
                      value={sub.additionalContext}
                      max={5000}
                      multiline
                      onChange={(value) => edit((d) => void (at(d).additionalContext = value))}
                    />
                    <button
                      type="button"
                      className="cse-button"
                      onClick={() =>
                        edit((d) => void d.sections[sectionIndex]!.subsections.splice(subIndex, 1))
                      }
                    >
                      Delete subsection
                    </button>
                  </div>
                );
              })}
              <button
                type="button"
                className="cse-button"
                onClick={() =>
                  edit(
                    (d) =>
                      void d.sections[sectionIndex]!.subsections.push({
                        id: newId('sub'),
                        title: 'New subsection',
                        content: '',
                        image: '',
                        imageCaption: '',
                        additionalContext: '',
                      }),
                  )
                }
              >
                + Add subsection
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="cse-button"
            onClick={() =>
              edit(
                (d) =>
                  void d.sections.push({
                    id: newId('section'),
                    number: String(d.sections.length + 1).padStart(2, '0'),
                    title: 'NEW SECTION',
                    subsections: [],
                  }),
              )
            }
          >
            + Add section
          </button>
        </form>
      )}
    </div>
  );
}

type FieldProps = {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  narrow?: boolean;
};

function Field({ label, value, max, onChange, multiline, narrow }: FieldProps): ReactNode {
  return (
    <label className={`cse-field${narrow ? ' cse-field--narrow' : ''}`}>
      <span>
        {label}
        {max <= 100 && (
          <em>
            {value.length}/{max}
          </em>
        )}
      </span>
      {multiline ? (
        <textarea
          value={value}
          maxLength={max}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input value={value} maxLength={max} onChange={(event) => onChange(event.target.value)} />
      )}
    </label>
  );
}
